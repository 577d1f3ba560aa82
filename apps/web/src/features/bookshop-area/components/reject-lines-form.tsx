import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  REJECTION_REASONS,
  restocksByDefault,
  type RejectionReason,
} from '@scaffale/domain/part-refunds';
import { ChoiceGroup, FieldShell } from '../../../components/forms/fields';
import { firstProblemResolver } from '../../../components/forms/first-problem';
import type { Translate } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/use-translation';
import type { BookshopPart, PartLine } from '../api/bookshop-orders';
import type { RejectInput } from '../api/part-actions';
import { FormActions } from './form-actions';

/** The copies of a line still to supply (those not rejected yet). */
export function copiesLeft(line: Pick<PartLine, 'qty' | 'rejectedQty'>): number {
  return line.qty - line.rejectedQty;
}

/** The server's limit on the words the buyer reads. */
const MAX_REASON = 500;

interface RejectValues {
  /** One entry per line with copies left, in the part's order. */
  lines: { chosen: boolean; copies: string }[];
  reasonCode: string;
  reason: string;
  /** Null until the staff say otherwise: then the reason's default (restocksByDefault). */
  restock: boolean | null;
}

function isReason(value: string): value is RejectionReason {
  return (REJECTION_REASONS as readonly string[]).includes(value);
}

/**
 * The rejection of `lines` (those with copies left), checked in the order the staff fill it:
 * a line chosen, each chosen line's copies from 1 to those left, why, and the words; the
 * first problem is said. The server checks it all again.
 */
function rejectSchema(lines: readonly PartLine[], t: Translate) {
  return z
    .object({
      lines: z.array(z.object({ chosen: z.boolean(), copies: z.string() })),
      reasonCode: z.string(),
      reason: z.string(),
      restock: z.boolean().nullable(),
    })
    .transform((values, context): RejectInput => {
      const picked = lines.flatMap((line, index) => {
        const entry = values.lines[index];
        return entry?.chosen ? [{ line, index, text: entry.copies.trim() }] : [];
      });
      const problem = (path: (string | number)[], message: string) => {
        context.addIssue({ code: 'custom', path, message });
        return z.NEVER;
      };
      if (picked.length === 0) return problem(['lines'], t('bookshopArea.noLineChosen'));
      const quantities: RejectInput['quantities'] = [];
      for (const { line, index, text } of picked) {
        const n = /^\d+$/.test(text) ? Number(text) : NaN;
        if (!(n >= 1 && n <= copiesLeft(line)))
          return problem(
            ['lines', index, 'copies'],
            t('bookshopArea.rejectForm.copiesInvalid', {
              max: copiesLeft(line),
              title: line.product.title,
            }),
          );
        if (n < copiesLeft(line)) quantities.push({ lineId: line.id, quantity: n });
      }
      const reasonCode = values.reasonCode;
      if (!isReason(reasonCode))
        return problem(['reasonCode'], t('bookshopArea.rejectForm.whyRequired'));
      const reason = values.reason.trim();
      if (reason === '') return problem(['reason'], t('bookshopArea.reasonRequired'));
      return {
        lineIds: picked.map(({ line }) => line.id),
        quantities,
        reasonCode,
        reason,
        restock: values.restock ?? restocksByDefault(reasonCode),
      };
    });
}

/**
 * The staff's rejection: which lines, how many of their copies (all those left unless they
 * say fewer), why, the words the buyer reads, and whether the copies go back on the shelf
 * (by default not when the copy is not there to sell, else yes; the staff may say otherwise).
 * Checked here before it is sent; the server checks it again.
 */
export function RejectLinesForm({
  part,
  busy,
  onReject,
  onCancel,
}: {
  part: BookshopPart;
  busy: boolean;
  onReject: (input: RejectInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lines = useMemo(() => part.lines.filter((line) => copiesLeft(line) > 0), [part.lines]);
  const schema = useMemo(() => rejectSchema(lines, t), [lines, t]);
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<RejectValues, unknown, RejectInput>({
    resolver: firstProblemResolver(schema),
    defaultValues: {
      lines: lines.map((line) => ({ chosen: false, copies: String(copiesLeft(line)) })),
      reasonCode: '',
      reason: '',
      restock: null,
    },
    reValidateMode: 'onSubmit',
  });
  const chosen = watch('lines');
  const reasonCode = watch('reasonCode');

  // The form opens on its first choice, for the keyboard.
  useEffect(() => {
    if (lines.length > 0) setFocus('lines.0.chosen');
  }, [lines.length, setFocus]);

  return (
    <form
      className="staff-form"
      onSubmit={(event) => void handleSubmit(onReject)(event)}
      noValidate
    >
      <ChoiceGroup
        className="staff-form__lines"
        legend={t('bookshopArea.rejectLegend')}
        error={errors.lines?.root?.message ?? errors.lines?.message}
        announce
      >
        {lines.map((line, index) => (
          <div key={line.id} className="staff-form__line">
            <label className="staff-check">
              <input type="checkbox" disabled={busy} {...register(`lines.${index}.chosen`)} />
              {line.product.title} × {copiesLeft(line)}
            </label>
            {chosen[index]?.chosen && copiesLeft(line) > 1 ? (
              <FieldShell
                className="staff-form__copies"
                inputClassName="staff-shelf__count"
                label={t('bookshopArea.rejectForm.copiesOf', { title: line.product.title })}
                error={errors.lines?.[index]?.copies?.message}
                announce
              >
                {(field) => (
                  <input
                    {...field}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={copiesLeft(line)}
                    step={1}
                    disabled={busy}
                    {...register(`lines.${index}.copies`)}
                  />
                )}
              </FieldShell>
            ) : null}
          </div>
        ))}
      </ChoiceGroup>
      <ChoiceGroup
        className="staff-form__lines"
        legend={t('bookshopArea.rejectForm.whyLegend')}
        error={errors.reasonCode?.message}
        announce
      >
        {REJECTION_REASONS.map((code) => (
          <label key={code} className="staff-check">
            <input type="radio" value={code} disabled={busy} {...register('reasonCode')} />
            {t(`bookshopArea.rejectForm.why.${code}`)}
          </label>
        ))}
      </ChoiceGroup>
      <FieldShell
        label={t('bookshopArea.reason')}
        hint={t('bookshopArea.rejectForm.reasonHint')}
        error={errors.reason?.message}
        announce
      >
        {(field) => (
          <textarea
            {...field}
            rows={2}
            maxLength={MAX_REASON}
            required
            aria-required="true"
            disabled={busy}
            {...register('reason')}
          />
        )}
      </FieldShell>
      <Controller
        control={control}
        name="restock"
        render={({ field }) => (
          <RestockChoice
            checked={field.value ?? (isReason(reasonCode) && restocksByDefault(reasonCode))}
            busy={busy}
            onChange={field.onChange}
          />
        )}
      />
      <FormActions busy={busy} submit={t('bookshopArea.confirmReject')} onCancel={onCancel} />
    </form>
  );
}

/** Whether the copies go back on the shelf, with why it matters. */
function RestockChoice({
  checked,
  busy,
  onChange,
}: {
  checked: boolean;
  busy: boolean;
  onChange: (restock: boolean) => void;
}) {
  const { t } = useTranslation();
  const hintId = `${useId()}-hint`;
  return (
    <div className="field">
      <label className="staff-check">
        <input
          type="checkbox"
          checked={checked}
          disabled={busy}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('bookshopArea.rejectForm.restock')}
      </label>
      <p className="field__hint" id={hintId}>
        {t('bookshopArea.rejectForm.restockHint')}
      </p>
    </div>
  );
}

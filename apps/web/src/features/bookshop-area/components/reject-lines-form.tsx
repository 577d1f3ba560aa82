import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  REJECTION_REASONS,
  restocksByDefault,
  type RejectionReason,
} from '@scaffale/domain/part-refunds';
import { useTranslation } from '../../../i18n/use-translation';
import type { BookshopPart, PartLine } from '../api/bookshop-orders';
import type { RejectInput } from '../api/part-actions';
import { FormActions } from './form-actions';

/** The copies of a line still to supply (those not rejected yet). */
export function copiesLeft(line: Pick<PartLine, 'qty' | 'rejectedQty'>): number {
  return line.qty - line.rejectedQty;
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
  const id = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const lines = part.lines.filter((line) => copiesLeft(line) > 0);
  const [chosen, setChosen] = useState<string[]>([]);
  const [copies, setCopies] = useState<Record<string, string>>({});
  const [reasonCode, setReasonCode] = useState<RejectionReason | null>(null);
  const [restock, setRestock] = useState<boolean | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const restocking = restock ?? (reasonCode !== null && restocksByDefault(reasonCode));

  // The form opens on its first choice, for the keyboard.
  useEffect(() => {
    firstRef.current?.focus();
  }, []);

  /** The copies asked of a chosen line: a whole number from 1 to those left, else null. */
  const copiesOf = (line: PartLine): number | null => {
    const text = copies[line.id]?.trim() ?? String(copiesLeft(line));
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    return n >= 1 && n <= copiesLeft(line) ? n : null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const picked = lines.filter((line) => chosen.includes(line.id));
    const badCopies = picked.find((line) => copiesOf(line) === null);
    const found =
      picked.length === 0
        ? t('bookshopArea.noLineChosen')
        : badCopies
          ? t('bookshopArea.rejectForm.copiesInvalid', {
              max: copiesLeft(badCopies),
              title: badCopies.product.title,
            })
          : reasonCode === null
            ? t('bookshopArea.rejectForm.whyRequired')
            : reason.trim() === ''
              ? t('bookshopArea.reasonRequired')
              : null;
    setProblem(found);
    if (found !== null || reasonCode === null) return;
    onReject({
      lineIds: picked.map((line) => line.id),
      quantities: picked.flatMap((line) => {
        const quantity = copiesOf(line) ?? copiesLeft(line);
        return quantity < copiesLeft(line) ? [{ lineId: line.id, quantity }] : [];
      }),
      reasonCode,
      reason: reason.trim(),
      restock: restocking,
    });
  };

  return (
    <form className="staff-form" onSubmit={onSubmit} noValidate>
      <fieldset className="staff-form__lines">
        <legend>{t('bookshopArea.rejectLegend')}</legend>
        {lines.map((line, index) => {
          const checked = chosen.includes(line.id);
          return (
            <div key={line.id} className="staff-form__line">
              <label className="staff-check">
                <input
                  type="checkbox"
                  ref={index === 0 ? firstRef : undefined}
                  checked={checked}
                  disabled={busy}
                  onChange={(event) =>
                    setChosen((now) =>
                      event.target.checked
                        ? [...now, line.id]
                        : now.filter((lineId) => lineId !== line.id),
                    )
                  }
                />
                {line.product.title} × {copiesLeft(line)}
              </label>
              {checked && copiesLeft(line) > 1 ? (
                <div className="field staff-form__copies">
                  <label className="field__label" htmlFor={`${id}-copies-${line.id}`}>
                    {t('bookshopArea.rejectForm.copiesOf', { title: line.product.title })}
                  </label>
                  <input
                    id={`${id}-copies-${line.id}`}
                    className="field__input staff-shelf__count"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={copiesLeft(line)}
                    step={1}
                    value={copies[line.id] ?? String(copiesLeft(line))}
                    disabled={busy}
                    aria-invalid={copiesOf(line) === null ? true : undefined}
                    onChange={(event) =>
                      setCopies((now) => ({ ...now, [line.id]: event.target.value }))
                    }
                  />
                </div>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <fieldset className="staff-form__lines">
        <legend>{t('bookshopArea.rejectForm.whyLegend')}</legend>
        {REJECTION_REASONS.map((code) => (
          <label key={code} className="staff-check">
            <input
              type="radio"
              name={`${id}-why`}
              value={code}
              checked={reasonCode === code}
              disabled={busy}
              onChange={() => setReasonCode(code)}
            />
            {t(`bookshopArea.rejectForm.why.${code}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-reason`}>
          {t('bookshopArea.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          className="field__input"
          rows={2}
          maxLength={500}
          required
          aria-required="true"
          aria-describedby={`${id}-reason-hint`}
          value={reason}
          disabled={busy}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className="field__hint" id={`${id}-reason-hint`}>
          {t('bookshopArea.rejectForm.reasonHint')}
        </p>
      </div>
      <div className="field">
        <label className="staff-check">
          <input
            type="checkbox"
            checked={restocking}
            disabled={busy}
            aria-describedby={`${id}-restock-hint`}
            onChange={(event) => setRestock(event.target.checked)}
          />
          {t('bookshopArea.rejectForm.restock')}
        </label>
        <p className="field__hint" id={`${id}-restock-hint`}>
          {t('bookshopArea.rejectForm.restockHint')}
        </p>
      </div>
      {problem ? (
        <p className="form__alert" role="alert">
          {problem}
        </p>
      ) : null}
      <FormActions busy={busy} submit={t('bookshopArea.confirmReject')} onCancel={onCancel} />
    </form>
  );
}

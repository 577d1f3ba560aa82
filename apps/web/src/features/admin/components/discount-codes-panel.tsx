import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ChoiceGroup, FieldShell, SelectField, TextField } from '../../../components/forms/fields';
import { firstProblemResolver } from '../../../components/forms/first-problem';
import type { Translate } from '../../../i18n/translate';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/dates';
import { formatEur } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useAdminBookshops } from '../api/bookshops';
import {
  useAdminDiscountCodes,
  useCreateDiscountCode,
  useDiscountCodeUses,
  useExpireDiscountCode,
  type AdminDiscountCode,
  type DiscountKind,
  type NewDiscountCode,
} from '../api/discount-codes';
import { errorText } from '../../../components/forms/error-text';
import { dayOf, decimalOf } from '../form-values';
import { BusyLabel } from '../../../components/forms/busy-label';
import { LoadState } from './load-state';

const CODE = /^[A-Za-z0-9_-]{3,32}$/;

interface CodeForm {
  code: string;
  kind: DiscountKind;
  percent: string;
  amount: string;
  bookshopId: string;
  maxUses: string;
  expiresAt: string;
}

const EMPTY: CodeForm = {
  code: '',
  kind: 'PERCENT',
  percent: '',
  amount: '',
  bookshopId: '',
  maxUses: '',
  expiresAt: '',
};

/**
 * A new code checked in the order the form reads (its name, its discount as its kind says,
 * its maximum uses), the first problem said beside its field; the code as the wire carries it.
 */
function codeSchema(t: Translate) {
  return z
    .object({
      code: z.string(),
      kind: z.enum(['PERCENT', 'FIXED']),
      percent: z.string(),
      amount: z.string(),
      bookshopId: z.string(),
      maxUses: z.string(),
      expiresAt: z.string(),
    })
    .transform((form, context): NewDiscountCode => {
      const problem = (
        path: keyof CodeForm,
        key: 'invalidCode' | 'invalidPercent' | 'invalidAmount' | 'invalidMaxUses',
      ) => {
        context.addIssue({ code: 'custom', path: [path], message: t(`admin.codes.${key}`) });
        return z.NEVER;
      };
      if (!CODE.test(form.code.trim())) return problem('code', 'invalidCode');
      let amount: string | null = null;
      if (form.kind === 'PERCENT') {
        const percent = Number(form.percent);
        if (!/^\d+$/.test(form.percent.trim()) || percent < 1 || percent > 100)
          return problem('percent', 'invalidPercent');
      } else {
        amount = decimalOf(form.amount);
        if (amount === null || amount.startsWith('-') || Number(amount) <= 0)
          return problem('amount', 'invalidAmount');
      }
      const maxUses = form.maxUses.trim();
      if (maxUses !== '' && !/^[1-9]\d*$/.test(maxUses))
        return problem('maxUses', 'invalidMaxUses');
      return {
        code: form.code.trim(),
        kind: form.kind,
        percent: form.kind === 'PERCENT' ? Number(form.percent) : null,
        amount,
        bookshopId: form.bookshopId === '' ? null : form.bookshopId,
        maxUses: maxUses === '' ? null : Number(form.maxUses),
        expiresAt: form.expiresAt === '' ? null : form.expiresAt,
      };
    });
}

function CreateCodeForm() {
  const { t } = useTranslation();
  const id = useId();
  const bookshops = useAdminBookshops();
  const mutation = useCreateDiscountCode();
  const schema = useMemo(() => codeSchema(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<CodeForm, unknown, NewDiscountCode>({
    resolver: firstProblemResolver(schema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const busy = mutation.isPending;
  const kind = watch('kind');

  const onSubmit = handleSubmit((code) => {
    mutation.reset();
    mutation.mutate(code, {
      onSuccess: (created) => {
        reset(EMPTY);
        toast.success(t('admin.codes.created', { code: created.code }));
      },
    });
  });

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('admin.codes.createHeading')}</h3>
      <form className="admin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FieldShell
          label={t('admin.codes.code')}
          inputClassName="admin-input--code"
          error={errors.code?.message}
          announce
        >
          {(control) => (
            <input {...control} required disabled={busy} autoComplete="off" {...register('code')} />
          )}
        </FieldShell>
        <ChoiceGroup className="admin-choice" legend={t('admin.codes.kind')}>
          {(['PERCENT', 'FIXED'] as const).map((value) => (
            <label key={value} className="admin-check">
              <input type="radio" value={value} disabled={busy} {...register('kind')} />
              {t(value === 'PERCENT' ? 'admin.codes.kindPercent' : 'admin.codes.kindFixed')}
            </label>
          ))}
        </ChoiceGroup>
        {kind === 'PERCENT' ? (
          <FieldShell label={t('admin.codes.percent')} error={errors.percent?.message} announce>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                required
                disabled={busy}
                {...register('percent')}
              />
            )}
          </FieldShell>
        ) : (
          <FieldShell label={t('admin.codes.amount')} error={errors.amount?.message} announce>
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                required
                disabled={busy}
                {...register('amount')}
              />
            )}
          </FieldShell>
        )}
        <SelectField
          label={t('admin.codes.bookshop')}
          registration={register('bookshopId')}
          disabled={busy}
          placeholder={t('admin.codes.allBookshops')}
          options={(bookshops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
        />
        <FieldShell label={t('admin.codes.maxUses')} error={errors.maxUses?.message} announce>
          {(control) => (
            <input {...control} inputMode="numeric" disabled={busy} {...register('maxUses')} />
          )}
        </FieldShell>
        <TextField
          label={t('admin.codes.expiresAt')}
          type="date"
          registration={register('expiresAt')}
          disabled={busy}
        />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <BusyLabel busy={busy}>{t('admin.codes.create')}</BusyLabel>
          </button>
        </div>
      </form>
      {mutation.isError ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('admin.actionError'))}
        </p>
      ) : null}
    </section>
  );
}

function CodeUses({ code, lang, onClose }: { code: string; lang: Lang; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { data: uses, isPending, isError, error, refetch } = useDiscountCodeUses(code);
  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} tabIndex={-1}>
        {t('admin.codes.usesHeading', { code })}
      </h4>
      {isPending || isError ? (
        <LoadState isPending={isPending} error={error} retry={() => void refetch()} />
      ) : uses.length === 0 ? (
        <p>{t('admin.codes.noUses')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{t('admin.codes.usesHeading', { code })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.codes.colEmail')}</th>
                <th scope="col">{t('admin.codes.colOrder')}</th>
                <th scope="col">{t('admin.codes.colAmount')}</th>
                <th scope="col">{t('admin.codes.colDate')}</th>
              </tr>
            </thead>
            <tbody>
              {uses.map((use, index) => (
                <tr key={`${use.email}-${index}`}>
                  <th scope="row">{use.email}</th>
                  <td>{use.orderNumber ?? '—'}</td>
                  <td>{formatEur(use.amount, lang)}</td>
                  <td>{formatDate(dayOf(use.usedAt), lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div>
        <button type="button" className="button admin-button--secondary" onClick={onClose}>
          {t('admin.codes.hideUses')}
        </button>
      </div>
    </section>
  );
}

function discountOf(code: AdminDiscountCode, lang: Lang): string {
  return code.kind === 'PERCENT' ? `${code.percent ?? 0}%` : formatEur(code.amount ?? '0', lang);
}

function ExpireButton({ code }: { code: AdminDiscountCode }) {
  const { t } = useTranslation();
  const mutation = useExpireDiscountCode();
  if (code.expired) return null;
  return (
    <>
      <button
        type="button"
        className="button admin-button--secondary"
        disabled={mutation.isPending}
        aria-label={t('admin.codes.expireLabel', { code: code.code })}
        onClick={() =>
          mutation.mutate(code.code, {
            onSuccess: () => toast.success(t('admin.codes.expiredDone', { code: code.code })),
          })
        }
      >
        <BusyLabel busy={mutation.isPending}>{t('admin.codes.expire')}</BusyLabel>
      </button>
      {mutation.isError ? (
        <span className="form__alert" role="alert">
          {errorText(mutation.error, t('admin.actionError'))}
        </span>
      ) : null}
    </>
  );
}

/** The discount codes: created here, expired, and who used each. */
export function DiscountCodesPanel({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const { data: codes, isPending, isError, error, refetch } = useAdminDiscountCodes();
  const [usesOf, setUsesOf] = useState<string | null>(null);

  return (
    <div className="admin-panel">
      <CreateCodeForm />
      <section className="admin-card" aria-labelledby={`${id}-list`}>
        <h3 id={`${id}-list`}>{t('admin.codes.listHeading')}</h3>
        {isPending || isError ? (
          <LoadState isPending={isPending} error={error} retry={() => void refetch()} />
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">{t('admin.codes.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.codes.colCode')}</th>
                  <th scope="col">{t('admin.codes.colDiscount')}</th>
                  <th scope="col">{t('admin.codes.colBookshop')}</th>
                  <th scope="col">{t('admin.codes.colUses')}</th>
                  <th scope="col">{t('admin.codes.colExpires')}</th>
                  <th scope="col">{t('admin.codes.colState')}</th>
                  <th scope="col">{t('admin.codes.colActions')}</th>
                </tr>
              </thead>
              <tbody>
                {codes.map((code) => (
                  <tr key={code.code}>
                    <th scope="row">{code.code}</th>
                    <td>{discountOf(code, lang)}</td>
                    <td>{code.bookshop?.name ?? t('admin.codes.allBookshops')}</td>
                    <td>
                      {code.maxUses === null
                        ? code.usesCount
                        : t('admin.codes.usesOf', { count: code.usesCount, max: code.maxUses })}
                    </td>
                    <td>
                      {code.expiresAt
                        ? formatDate(dayOf(code.expiresAt), lang)
                        : t('admin.codes.never')}
                    </td>
                    <td>{code.expired ? t('admin.codes.expired') : t('admin.codes.valid')}</td>
                    <td className="admin-table__actions">
                      <button
                        type="button"
                        className="button admin-button--secondary"
                        aria-label={t('admin.codes.showUsesLabel', { code: code.code })}
                        aria-expanded={usesOf === code.code}
                        onClick={() => setUsesOf(usesOf === code.code ? null : code.code)}
                      >
                        {t('admin.codes.showUses')}
                      </button>
                      <ExpireButton code={code} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {usesOf ? <CodeUses code={usesOf} lang={lang} onClose={() => setUsesOf(null)} /> : null}
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
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
} from '../api/discount-codes';
import { errorText } from '../../../components/forms/error-text';
import { dayOf, decimalOf } from '../form-values';
import { BusyLabel } from '../../../components/forms/busy-label';
import { LoadState } from './load-state';

const CODE = /^[A-Za-z0-9_-]{3,32}$/;

type Problem = 'invalidCode' | 'invalidPercent' | 'invalidAmount' | 'invalidMaxUses';

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

function problemOf(form: CodeForm): Problem | null {
  if (!CODE.test(form.code.trim())) return 'invalidCode';
  if (form.kind === 'PERCENT') {
    const percent = Number(form.percent);
    if (!/^\d+$/.test(form.percent.trim()) || percent < 1 || percent > 100) return 'invalidPercent';
  } else {
    const amount = decimalOf(form.amount);
    if (amount === null || amount.startsWith('-') || Number(amount) <= 0) return 'invalidAmount';
  }
  if (form.maxUses.trim() !== '' && !/^[1-9]\d*$/.test(form.maxUses.trim()))
    return 'invalidMaxUses';
  return null;
}

function CreateCodeForm() {
  const { t } = useTranslation();
  const id = useId();
  const bookshops = useAdminBookshops();
  const mutation = useCreateDiscountCode();
  const [form, setForm] = useState<CodeForm>(EMPTY);
  const [problem, setProblem] = useState<Problem | null>(null);
  const busy = mutation.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(form);
    setProblem(found);
    if (found) return;
    mutation.reset();
    mutation.mutate(
      {
        code: form.code.trim(),
        kind: form.kind,
        percent: form.kind === 'PERCENT' ? Number(form.percent) : null,
        amount: form.kind === 'FIXED' ? decimalOf(form.amount) : null,
        bookshopId: form.bookshopId === '' ? null : form.bookshopId,
        maxUses: form.maxUses.trim() === '' ? null : Number(form.maxUses),
        expiresAt: form.expiresAt === '' ? null : form.expiresAt,
      },
      {
        onSuccess: (code) => {
          setForm(EMPTY);
          toast.success(t('admin.codes.created', { code: code.code }));
        },
      },
    );
  };

  const set = (key: keyof CodeForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('admin.codes.createHeading')}</h3>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-code`}>
            {t('admin.codes.code')}
          </label>
          <input
            id={`${id}-code`}
            className="field__input admin-input--code"
            required
            value={form.code}
            disabled={busy}
            autoComplete="off"
            aria-invalid={problem === 'invalidCode'}
            onChange={set('code')}
          />
        </div>
        <fieldset className="admin-choice">
          <legend>{t('admin.codes.kind')}</legend>
          {(['PERCENT', 'FIXED'] as const).map((kind) => (
            <label key={kind} className="admin-check">
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={form.kind === kind}
                disabled={busy}
                onChange={() => setForm({ ...form, kind })}
              />
              {t(kind === 'PERCENT' ? 'admin.codes.kindPercent' : 'admin.codes.kindFixed')}
            </label>
          ))}
        </fieldset>
        {form.kind === 'PERCENT' ? (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-percent`}>
              {t('admin.codes.percent')}
            </label>
            <input
              id={`${id}-percent`}
              className="field__input"
              inputMode="numeric"
              required
              value={form.percent}
              disabled={busy}
              aria-invalid={problem === 'invalidPercent'}
              onChange={set('percent')}
            />
          </div>
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-amount`}>
              {t('admin.codes.amount')}
            </label>
            <input
              id={`${id}-amount`}
              className="field__input"
              inputMode="decimal"
              required
              value={form.amount}
              disabled={busy}
              aria-invalid={problem === 'invalidAmount'}
              onChange={set('amount')}
            />
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-bookshop`}>
            {t('admin.codes.bookshop')}
          </label>
          <select
            id={`${id}-bookshop`}
            className="field__input"
            value={form.bookshopId}
            disabled={busy}
            onChange={set('bookshopId')}
          >
            <option value="">{t('admin.codes.allBookshops')}</option>
            {(bookshops.data ?? []).map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-max`}>
            {t('admin.codes.maxUses')}
          </label>
          <input
            id={`${id}-max`}
            className="field__input"
            inputMode="numeric"
            value={form.maxUses}
            disabled={busy}
            aria-invalid={problem === 'invalidMaxUses'}
            onChange={set('maxUses')}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-expires`}>
            {t('admin.codes.expiresAt')}
          </label>
          <input
            id={`${id}-expires`}
            className="field__input"
            type="date"
            value={form.expiresAt}
            disabled={busy}
            onChange={set('expiresAt')}
          />
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <BusyLabel busy={busy}>{t('admin.codes.create')}</BusyLabel>
          </button>
        </div>
      </form>
      {problem ? (
        <p className="form__alert" role="alert">
          {t(`admin.codes.${problem}`)}
        </p>
      ) : null}
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

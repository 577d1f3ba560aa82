import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FieldShell } from '../../../components/forms/fields';
import { firstProblemResolver } from '../../../components/forms/first-problem';
import type { Translate } from '../../../i18n/translate';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/dates';
import { formatEur } from '../../../lib/money';
import { storeCreditMovement } from '../../../lib/store-credit-words';
import { toast } from '../../../lib/toast';
import {
  useAdjustStoreCredit,
  useStoreCreditAccount,
  type StoreCreditAccount,
} from '../api/store-credit';
import { errorText } from '../../../components/forms/error-text';
import { dayOf, decimalOf } from '../form-values';
import { BusyLabel } from '../../../components/forms/busy-label';

/** An amount other than zero (a minus takes credit), then the reason; as the wire has them. */
function adjustSchema(t: Translate) {
  return z.object({ amount: z.string(), reason: z.string() }).transform((form, context) => {
    const amount = decimalOf(form.amount);
    if (amount === null || Number(amount) === 0) {
      const message = t('admin.storeCredit.invalidAmount');
      context.addIssue({ code: 'custom', path: ['amount'], message });
      return z.NEVER;
    }
    const reason = form.reason.trim();
    if (reason === '') {
      const message = t('admin.storeCredit.reasonRequired');
      context.addIssue({ code: 'custom', path: ['reason'], message });
      return z.NEVER;
    }
    return { amount, reason };
  });
}
type Adjustment = z.output<ReturnType<typeof adjustSchema>>;
type AdjustValues = z.input<ReturnType<typeof adjustSchema>>;

/** Adds or takes store credit, with its reason; the answer is the account afterwards. */
function AdjustForm({ account, lang }: { account: StoreCreditAccount; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useAdjustStoreCredit();
  const schema = useMemo(() => adjustSchema(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AdjustValues, unknown, Adjustment>({
    resolver: firstProblemResolver(schema),
    defaultValues: { amount: '', reason: '' },
    reValidateMode: 'onSubmit',
  });
  const [done, setDone] = useState<string | null>(null);
  const busy = mutation.isPending;

  const onSubmit = handleSubmit(({ amount, reason }) => {
    setDone(null);
    mutation.reset();
    mutation.mutate(
      { email: account.email, amount, reason },
      {
        onSuccess: (after) => {
          const text = t('admin.storeCredit.adjusted', {
            email: after.email,
            amount: formatEur(amount, lang),
            balance: formatEur(after.balance, lang),
          });
          setDone(text);
          reset();
          toast.success(text);
        },
      },
    );
  });

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{t('admin.storeCredit.adjustHeading')}</h4>
      <form
        className="admin-form admin-form--inline"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <FieldShell label={t('admin.storeCredit.amount')} error={errors.amount?.message} announce>
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
        <FieldShell label={t('admin.storeCredit.reason')} error={errors.reason?.message} announce>
          {(control) => (
            <input {...control} required maxLength={500} disabled={busy} {...register('reason')} />
          )}
        </FieldShell>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <BusyLabel busy={busy}>{t('admin.storeCredit.submit')}</BusyLabel>
          </button>
        </div>
      </form>
      <p className="admin-card__status" role="status">
        {done}
      </p>
      {mutation.isError ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('admin.actionError'))}
        </p>
      ) : null}
    </section>
  );
}

function AccountView({ account, lang }: { account: StoreCreditAccount; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>
        {t('admin.storeCredit.accountHeading', { email: account.email })}
      </h3>
      <dl className="admin-facts">
        <div>
          <dt>{t('admin.storeCredit.balance')}</dt>
          <dd className="admin-balance">{formatEur(account.balance, lang)}</dd>
        </div>
      </dl>
      <AdjustForm account={account} lang={lang} />
      {account.entries.length === 0 ? (
        <p>{t('admin.storeCredit.noEntries')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">
              {t('admin.storeCredit.entriesCaption', { email: account.email })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.storeCredit.colDate')}</th>
                <th scope="col">{t('admin.storeCredit.colAmount')}</th>
                <th scope="col">{t('admin.storeCredit.colReason')}</th>
                <th scope="col">{t('admin.storeCredit.colOrder')}</th>
                <th scope="col">{t('admin.storeCredit.colBy')}</th>
              </tr>
            </thead>
            <tbody>
              {account.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDate(dayOf(entry.createdAt), lang)}</td>
                  <td>{formatEur(entry.amount, lang)}</td>
                  <td>{storeCreditMovement(entry, t)}</td>
                  <td>{entry.orderNumber ?? '—'}</td>
                  <td>{entry.byEmail ?? t('admin.storeCredit.byPlatform')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One account's Borsellino, found by email: its balance, its entries, adjusted by hand. */
export function StoreCreditPanel({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const schema = useMemo(
    () =>
      z.object({
        email: z
          .string()
          .transform((email) => email.trim().toLowerCase())
          .refine((email) => email !== '', t('admin.storeCredit.emailRequired')),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: firstProblemResolver(schema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const [asked, setAsked] = useState<string | null>(null);
  const account = useStoreCreditAccount(asked);

  const onSubmit = handleSubmit(({ email }) => setAsked(email));

  return (
    <div className="admin-panel">
      <section className="admin-card" aria-labelledby={`${id}-heading`}>
        <h3 id={`${id}-heading`}>{t('admin.storeCredit.heading')}</h3>
        <form
          className="admin-form admin-form--inline"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
        >
          <FieldShell label={t('admin.storeCredit.email')} error={errors.email?.message} announce>
            {(control) => (
              <input {...control} type="email" required autoComplete="off" {...register('email')} />
            )}
          </FieldShell>
          <div className="admin-form__actions">
            <button type="submit" className="button button--primary" disabled={account.isFetching}>
              <BusyLabel busy={account.isFetching}>{t('admin.storeCredit.find')}</BusyLabel>
            </button>
          </div>
        </form>
        {account.isError ? (
          <p className="form__alert" role="alert">
            {errorText(account.error, t('admin.actionError'))}
          </p>
        ) : null}
      </section>
      {account.data ? <AccountView account={account.data} lang={lang} /> : null}
    </div>
  );
}

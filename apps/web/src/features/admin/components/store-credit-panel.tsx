import { useId, useState, type FormEvent } from 'react';
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

type Problem = 'invalidAmount' | 'reasonRequired';

/** Adds or takes store credit, with its reason; the answer is the account afterwards. */
function AdjustForm({ account, lang }: { account: StoreCreditAccount; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useAdjustStoreCredit();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = mutation.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const decimal = decimalOf(amount);
    const found: Problem | null =
      decimal === null || Number(decimal) === 0
        ? 'invalidAmount'
        : reason.trim() === ''
          ? 'reasonRequired'
          : null;
    setProblem(found);
    if (found || decimal === null) return;
    setDone(null);
    mutation.reset();
    mutation.mutate(
      { email: account.email, amount: decimal, reason: reason.trim() },
      {
        onSuccess: (after) => {
          const text = t('admin.storeCredit.adjusted', {
            email: after.email,
            amount: formatEur(decimal, lang),
            balance: formatEur(after.balance, lang),
          });
          setDone(text);
          setAmount('');
          setReason('');
          toast.success(text);
        },
      },
    );
  };

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{t('admin.storeCredit.adjustHeading')}</h4>
      <form className="admin-form admin-form--inline" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-amount`}>
            {t('admin.storeCredit.amount')}
          </label>
          <input
            id={`${id}-amount`}
            className="field__input"
            inputMode="decimal"
            required
            value={amount}
            disabled={busy}
            aria-invalid={problem === 'invalidAmount'}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-reason`}>
            {t('admin.storeCredit.reason')}
          </label>
          <input
            id={`${id}-reason`}
            className="field__input"
            required
            maxLength={500}
            value={reason}
            disabled={busy}
            aria-invalid={problem === 'reasonRequired'}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <BusyLabel busy={busy}>{t('admin.storeCredit.submit')}</BusyLabel>
          </button>
        </div>
      </form>
      <p className="admin-card__status" role="status">
        {done}
      </p>
      {problem ? (
        <p className="form__alert" role="alert">
          {t(`admin.storeCredit.${problem}`)}
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
  const [email, setEmail] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const account = useStoreCreditAccount(asked);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = email.trim().toLowerCase();
    setMissing(wanted === '');
    if (wanted !== '') setAsked(wanted);
  };

  return (
    <div className="admin-panel">
      <section className="admin-card" aria-labelledby={`${id}-heading`}>
        <h3 id={`${id}-heading`}>{t('admin.storeCredit.heading')}</h3>
        <form className="admin-form admin-form--inline" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-email`}>
              {t('admin.storeCredit.email')}
            </label>
            <input
              id={`${id}-email`}
              className="field__input"
              type="email"
              required
              autoComplete="off"
              value={email}
              aria-invalid={missing}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="admin-form__actions">
            <button type="submit" className="button button--primary" disabled={account.isFetching}>
              <BusyLabel busy={account.isFetching}>{t('admin.storeCredit.find')}</BusyLabel>
            </button>
          </div>
        </form>
        {missing ? (
          <p className="form__alert" role="alert">
            {t('admin.storeCredit.emailRequired')}
          </p>
        ) : null}
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

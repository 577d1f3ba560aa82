import { useId, useState } from 'react';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/dates';
import { formatEur, parseCents } from '../../../lib/money';
import { storeCreditMovement } from '../../../lib/store-credit-words';
import {
  STORE_CREDIT_PAGE_SIZE,
  useMyStoreCredit,
  type MyStoreCreditEntry,
} from '../api/get-store-credit';

/** An amount in or out of the Borsellino: '+ 5,00 €', '− 5,00 €' (a true minus sign). */
function signed(amount: string, lang: Lang): string {
  const cents = parseCents(amount);
  return `${cents < 0 ? '\u2212' : '+'} ${formatEur(amount.replace(/^-/, ''), lang)}`;
}

function Movement({ entry, lang }: { entry: MyStoreCreditEntry; lang: Lang }) {
  const { t } = useTranslation();
  const out = parseCents(entry.amount) < 0;
  return (
    <li className="store-credit__entry">
      <span className="store-credit__what">
        {storeCreditMovement(entry, t)}
        {entry.orderNumber ? (
          <>
            {' · '}
            {t('accountPage.storeCredit.colOrder')}{' '}
            <span className="order-code">{entry.orderNumber}</span>
          </>
        ) : null}
      </span>
      <span className="store-credit__date">{formatDate(entry.createdAt, lang)}</span>
      <span className={`store-credit__amount${out ? ' store-credit__amount--out' : ''}`}>
        {signed(entry.amount, lang)}
      </span>
    </li>
  );
}

/**
 * The buyer's own Borsellino on the account page: its balance and its movements, newest
 * first, a page at a time.
 */
export function StoreCreditSection({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const [page, setPage] = useState(1);
  const credit = useMyStoreCredit(page);

  if (credit.isPending) {
    return (
      <p className="account-page__status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('accountPage.storeCredit.loading')}</span>
      </p>
    );
  }
  if (credit.isError) {
    return (
      <div className="form__alert" role="alert">
        <p>{t('accountPage.storeCredit.loadError')}</p>
        <button
          className="button button--primary"
          type="button"
          onClick={() => void credit.refetch()}
        >
          {t('errors.retry')}
        </button>
      </div>
    );
  }
  const { balance, total, entries } = credit.data;
  const pages = Math.max(1, Math.ceil(total / STORE_CREDIT_PAGE_SIZE));
  return (
    <>
      <p>{t('accountPage.storeCredit.intro')}</p>
      <dl className="store-credit__balance">
        <dt>{t('accountPage.storeCredit.balance')}</dt>
        <dd>{formatEur(balance, lang)}</dd>
      </dl>
      <h3 id={`${id}-entries`}>{t('accountPage.storeCredit.entriesHeading')}</h3>
      {entries.length === 0 ? (
        <p>{t('accountPage.storeCredit.noEntries')}</p>
      ) : (
        <ol className="store-credit__entries" aria-labelledby={`${id}-entries`}>
          {entries.map((entry) => (
            <Movement key={entry.id} entry={entry} lang={lang} />
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav className="store-credit__pager" aria-label={t('accountPage.storeCredit.pages')}>
          <button
            type="button"
            className="button"
            disabled={page <= 1 || credit.isFetching}
            onClick={() => setPage(page - 1)}
          >
            {t('accountPage.storeCredit.newer')}
          </button>
          <span aria-live="polite">{t('accountPage.storeCredit.page', { page, pages })}</span>
          <button
            type="button"
            className="button"
            disabled={page >= pages || credit.isFetching}
            onClick={() => setPage(page + 1)}
          >
            {t('accountPage.storeCredit.older')}
          </button>
        </nav>
      ) : null}
    </>
  );
}

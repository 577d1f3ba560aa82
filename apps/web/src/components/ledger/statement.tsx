import { useId } from 'react';
import { Link } from 'react-router';
import type { Lang } from '../../config/languages';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/dates';
import { formatEur, formatSignedEur } from '../../lib/money';
import type { BookshopStatement } from './statement-api';
import { formatPercent, ledgerKind } from './words';
import './ledger.css';

/**
 * A period's statement as the staff's Incassi page, its printable month and the
 * administrator's payouts show it alike: the period's totals from the opening balance to the
 * closing one, then every entry, oldest first.
 */
export function StatementView({
  statement,
  lang,
  headingLevel = 2,
}: {
  statement: BookshopStatement;
  lang: Lang;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const period = t('ledger.period', {
    from: formatDate(statement.from, lang),
    to: formatDate(statement.to, lang),
  });
  const totals = [
    ['openingBalance', statement.openingBalance],
    ['sales', statement.sales],
    ['refunds', statement.refunds],
    ['commission', statement.commission],
    ['paidOut', statement.paidOut],
    ['adjustments', statement.adjustments],
  ] as const;

  return (
    <div className="ledger-statement">
      <section aria-labelledby={`${id}-totals`}>
        <Heading id={`${id}-totals`}>{t('ledger.totalsHeading')}</Heading>
        <p>{period}</p>
        <dl className="ledger-totals">
          {totals.map(([key, amount]) => (
            <div key={key}>
              <dt>{t(`ledger.totals.${key}`)}</dt>
              <dd>{formatEur(amount, lang)}</dd>
            </div>
          ))}
          <div className="ledger-totals__closing">
            <dt>{t('ledger.totals.closingBalance')}</dt>
            <dd>{formatEur(statement.balance, lang)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby={`${id}-entries`}>
        <Heading id={`${id}-entries`}>{t('ledger.entriesHeading')}</Heading>
        {statement.entries.length === 0 ? (
          <p>{t('ledger.noEntries')}</p>
        ) : (
          <div
            className="ledger-scroll"
            role="region"
            aria-labelledby={`${id}-caption`}
            tabIndex={0}
          >
            <table className="ledger-entries">
              <caption id={`${id}-caption`} className="visually-hidden">
                {t('ledger.entriesCaption', { period })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('ledger.columns.date')}</th>
                  <th scope="col">{t('ledger.columns.kind')}</th>
                  <th scope="col">{t('ledger.columns.order')}</th>
                  <th scope="col" className="ledger-entries__amount">
                    {t('ledger.columns.amount')}
                  </th>
                  <th scope="col">{t('ledger.columns.note')}</th>
                </tr>
              </thead>
              <tbody>
                {statement.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.at}>{formatDate(entry.at, lang)}</time>
                    </td>
                    <td>{ledgerKind(entry.kind, t)}</td>
                    <td>
                      {entry.orderNumber ? (
                        <Link
                          to={paths.bookshopOrders(lang, entry.orderNumber)}
                          aria-label={t('ledger.orderLink', { number: entry.orderNumber })}
                        >
                          {entry.orderNumber}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="ledger-entries__amount">
                      {formatSignedEur(entry.amount, lang)}
                    </td>
                    <td>{entry.note ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * Where the bookshop's money stands now: its balance, what the next payout run would pay and
 * when it runs, the commission it pays. `statement` must end today (its balance is then now).
 */
export function BalanceFacts({ statement, lang }: { statement: BookshopStatement; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <dl className="ledger-facts">
      <div>
        <dt>{t('ledger.now.balance')}</dt>
        <dd>{formatEur(statement.balance, lang)}</dd>
      </div>
      <div>
        <dt>{t('ledger.now.payable')}</dt>
        <dd>{formatEur(statement.payable, lang)}</dd>
      </div>
      <div>
        <dt>{t('ledger.now.nextPayout')}</dt>
        <dd>{formatDate(statement.nextPayoutDate, lang)}</dd>
      </div>
      <div>
        <dt>{t('ledger.now.commission')}</dt>
        <dd>{formatPercent(statement.commissionPercent, lang)}</dd>
      </div>
    </dl>
  );
}

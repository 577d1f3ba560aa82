import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatEur } from '../../../lib/money';
import { useAwaitingTransfers } from '../api/awaiting-transfers';
import { ListCard } from './list-card';

/**
 * The orders waiting for a bank transfer, the nearest deadline first: which reference to look
 * for in the bank's statement, whose order, how much, since when and until when.
 */
export function TransfersPanel({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const query = useAwaitingTransfers();
  return (
    <ListCard
      heading={t('admin.transfers.heading')}
      intro={t('admin.transfers.intro')}
      empty={t('admin.transfers.empty')}
      query={query}
    >
      {(transfers) => (
        <table className="admin-table">
          <caption className="visually-hidden">{t('admin.transfers.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.transfers.colReference')}</th>
              <th scope="col">{t('admin.transfers.colOrder')}</th>
              <th scope="col">{t('admin.transfers.colBuyer')}</th>
              <th scope="col">{t('admin.transfers.colAmount')}</th>
              <th scope="col">{t('admin.transfers.colCreated')}</th>
              <th scope="col">{t('admin.transfers.colPayBy')}</th>
            </tr>
          </thead>
          <tbody>
            {transfers.map((transfer) => (
              <tr key={transfer.orderNumber}>
                <td>{transfer.reference}</td>
                <td>{transfer.orderNumber}</td>
                <td>{transfer.buyerEmail}</td>
                <td>{formatEur(transfer.amount, lang)}</td>
                <td>{formatDateTime(transfer.createdAt, lang)}</td>
                <td>{formatDate(transfer.payBy, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListCard>
  );
}

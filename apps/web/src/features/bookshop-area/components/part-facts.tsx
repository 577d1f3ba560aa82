import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/dates';
import { formatEur, parseCents } from '../../../lib/money';
import { PART_STATUS_KEYS, SHIPPING_KEYS, wordKey } from '../../../lib/order-words';
import type { BookshopPart } from '../api/bookshop-orders';
import { PartDetailsFacts } from './part-details-facts';

/** What the staff read of a part: its state, deadline, shipping, money back and parcel. */
export function PartFacts({ part, lang }: { part: BookshopPart; lang: Lang }) {
  const { t } = useTranslation();
  const statusKey = wordKey(PART_STATUS_KEYS, part.status);
  return (
    <dl className="staff-part__facts">
      <div>
        <dt>{t('bookshopArea.status')}</dt>
        <dd className={`staff-status staff-status--${part.status.toLowerCase()}`}>
          {statusKey ? t(statusKey) : part.status}
        </dd>
      </div>
      {part.confirmBy && part.status === 'TO_CONFIRM' ? (
        <div>
          <dt>{t('bookshopArea.confirmBy')}</dt>
          <dd>
            <time dateTime={part.confirmBy}>{formatDateTime(part.confirmBy, lang)}</time>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('bookshopArea.shipping')}</dt>
        <dd>{t(SHIPPING_KEYS[part.shipping])}</dd>
      </div>
      <div>
        <dt>{t('bookshopArea.shippingCost')}</dt>
        <dd>{formatEur(part.shippingCost, lang)}</dd>
      </div>
      {parseCents(part.refunded) !== 0 ? (
        <div>
          <dt>{t('bookshopArea.refunded')}</dt>
          <dd>{formatEur(part.refunded, lang)}</dd>
        </div>
      ) : null}
      {part.refundReason ? (
        <div>
          <dt>{t('orderWords.refundReason')}</dt>
          <dd>
            <q>{part.refundReason}</q>
          </dd>
        </div>
      ) : null}
      {part.carrier ? (
        <div>
          <dt>{t('orderWords.carrier')}</dt>
          <dd>{part.carrier}</dd>
        </div>
      ) : null}
      {part.trackingCode ? (
        <div>
          <dt>{t('orderWords.trackingCode')}</dt>
          <dd>{part.trackingCode}</dd>
        </div>
      ) : null}
      {part.details ? <PartDetailsFacts details={part.details} lang={lang} /> : null}
    </dl>
  );
}

import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/dates';
import type { PartDetails } from '../api/bookshop-orders';
import { formatDateTime } from '../../../lib/dates';
import { InvoiceRequestLines } from './invoice-request';
import { PartAddressLines } from './part-address';

/**
 * Who ordered a part and what they asked, as terms of a description list: the buyer, when,
 * where it goes (a pickup says so in the shipping already), notes, gift, PA purchase order,
 * the billing data of an invoice they asked for.
 */
export function PartDetailsFacts({ details, lang }: { details: PartDetails; lang: Lang }) {
  const { t } = useTranslation();
  const { pa } = details;
  return (
    <>
      <div>
        <dt>{t('bookshopArea.details.buyer')}</dt>
        <dd>{details.buyerName}</dd>
      </div>
      <div>
        <dt>{t('bookshopArea.details.placedAt')}</dt>
        <dd>
          <time dateTime={details.createdAt}>{formatDateTime(details.createdAt, lang)}</time>
        </dd>
      </div>
      {details.address ? (
        <div>
          <dt>{t('bookshopArea.details.address')}</dt>
          <dd>
            <PartAddressLines address={details.address} lang={lang} />
          </dd>
        </div>
      ) : null}
      {details.notes ? (
        <div>
          <dt>{t('bookshopArea.details.notes')}</dt>
          <dd className="staff-notes">{details.notes}</dd>
        </div>
      ) : null}
      {details.present ? (
        <div>
          <dt>{t('bookshopArea.details.gift')}</dt>
          <dd>{t('bookshopArea.details.giftYes')}</dd>
        </div>
      ) : null}
      {pa ? (
        <div>
          <dt>{t('bookshopArea.details.pa')}</dt>
          <dd>
            <span className="staff-address">
              {pa.numero_ordine_acquisto ? (
                <span className="staff-address__line">
                  {t('bookshopArea.details.paNumber')}: {pa.numero_ordine_acquisto}
                </span>
              ) : null}
              {pa.data_ordine_acquisto ? (
                <span className="staff-address__line">
                  {t('bookshopArea.details.paDate')}: {formatDate(pa.data_ordine_acquisto, lang)}
                </span>
              ) : null}
              {pa.cig ? (
                <span className="staff-address__line">
                  {t('bookshopArea.details.cig')}: {pa.cig}
                </span>
              ) : null}
              {pa.cup ? (
                <span className="staff-address__line">
                  {t('bookshopArea.details.cup')}: {pa.cup}
                </span>
              ) : null}
            </span>
          </dd>
        </div>
      ) : null}
      {details.invoice ? (
        <div>
          <dt>{t('bookshopArea.details.invoice')}</dt>
          <dd>
            <InvoiceRequestLines invoice={details.invoice} lang={lang} />
          </dd>
        </div>
      ) : null}
    </>
  );
}

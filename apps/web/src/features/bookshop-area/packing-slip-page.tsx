import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useTextPageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/dates';
import type { BookshopPart } from './api/bookshop-orders';
import { useBookshopOrderPart } from './api/bookshop-order-part';
import { InvoiceRequestLines } from './components/invoice-request';
import { PartAddressLines } from './components/part-address';
import { errorText, isForbidden, isNotFound } from '../../components/forms/error-text';
import { formatDateTime } from '../../lib/dates';
import './bookshop-area.css';
import './packing-slip.css';

/**
 * `/{lang}/area-libreria/bolla/{partId}/`: a part's packing slip, to print and put in the
 * parcel (or hand over at the counter): the bookshop, the order, the buyer, where it goes,
 * the books to hand over with their copies (no prices: a gift may be in it), the notes, the
 * billing data of an invoice the buyer asked for (the bookshop issues it). The
 * part is asked for alone (bookshopOrderPart); printing leaves the site's header, footer and
 * these buttons out (packing-slip.css).
 */
export function PackingSlipPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { partId = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useBookshopOrderPart(partId);
  // Another bookshop's part is answered as a missing one: the slip says it is not theirs.
  const missing = isError && isNotFound(error);
  const part = missing ? undefined : data;
  useTextPageTitle(
    part
      ? t('bookshopArea.slip.heading', { number: part.orderNumber })
      : t('bookshopArea.slip.title'),
  );

  // Back to the part in the list, whichever page of it the part is on now.
  const back = (
    <Link
      className="button staff-button--secondary"
      to={paths.bookshopOrders(lang, part?.orderNumber)}
    >
      {t('bookshopArea.slip.back')}
    </Link>
  );

  if (isPending) {
    return (
      <div className="page staff-area" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('bookshopArea.slip.loading')}</span>
      </div>
    );
  }
  if (!part) {
    const failed = isError && !missing;
    const message = failed
      ? isForbidden(error)
        ? t('bookshopArea.forbidden')
        : `${t('bookshopArea.loadError')} ${errorText(error, t('bookshopArea.actionError'))}`
      : t('bookshopArea.slip.notFound');
    return (
      <section className="page staff-area">
        <h1>{t('bookshopArea.slip.title')}</h1>
        <p className="form__alert" role="alert">
          {message}
        </p>
        <div className="staff-part__actions">
          {failed && !isForbidden(error) ? (
            <button className="button button--primary" type="button" onClick={() => void refetch()}>
              {t('bookshopArea.retry')}
            </button>
          ) : null}
          {back}
        </div>
      </section>
    );
  }
  return <PackingSlip part={part} back={back} />;
}

function PackingSlip({ part, back }: { part: BookshopPart; back: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const { details } = part;
  // What goes in the parcel: the copies the bookshop did not reject.
  const lines = part.lines
    .map((line) => ({ ...line, kept: line.qty - line.rejectedQty }))
    .filter((line) => line.kept > 0);
  const rejected = part.lines.reduce((sum, line) => sum + line.rejectedQty, 0);
  const copies = lines.reduce((sum, line) => sum + line.kept, 0);
  const pa = details?.pa ?? null;
  const invoice = details?.invoice ?? null;

  return (
    <article className="page slip" aria-labelledby={`${id}-heading`}>
      <div className="slip__actions">
        <button className="button button--primary" type="button" onClick={() => window.print()}>
          {t('bookshopArea.slip.print')}
        </button>
        {back}
      </div>
      <h1 id={`${id}-heading`}>{t('bookshopArea.slip.heading', { number: part.orderNumber })}</h1>
      <dl className="slip__facts">
        <div>
          <dt>{t('bookshopArea.slip.bookshop')}</dt>
          <dd>
            {part.bookshop.name}, {part.bookshop.city}
          </dd>
        </div>
        <div>
          <dt>{t('bookshopArea.slip.orderNumber')}</dt>
          <dd>{part.orderNumber}</dd>
        </div>
        {details ? (
          <>
            <div>
              <dt>{t('bookshopArea.slip.date')}</dt>
              <dd>
                <time dateTime={details.createdAt}>{formatDateTime(details.createdAt, lang)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('bookshopArea.details.buyer')}</dt>
              <dd>
                {details.buyerName} ({details.buyerEmail})
              </dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('bookshopArea.slip.deliverTo')}</dt>
          <dd>
            {details?.address ? (
              <PartAddressLines address={details.address} lang={lang} />
            ) : (
              t('order.shippingTypes.shopPickup')
            )}
          </dd>
        </div>
      </dl>

      <table className="staff-lines slip__lines">
        <caption>{t('bookshopArea.slip.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bookshopArea.lineTitle')}</th>
            <th scope="col" className="staff-lines__number">
              {t('bookshopArea.lineQty')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <th scope="row" className="staff-lines__title">
                {line.product.title}
              </th>
              <td className="staff-lines__number">{line.kept}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('bookshopArea.slip.copies', { count: copies })}</p>
      {rejected > 0 ? <p>{t('bookshopArea.slip.rejectedLeftOut', { count: rejected })}</p> : null}

      {details?.present ? <p className="slip__gift">{t('bookshopArea.slip.giftNote')}</p> : null}
      {details?.notes || pa || invoice ? (
        <dl className="slip__facts">
          {details?.notes ? (
            <div>
              <dt>{t('bookshopArea.details.notes')}</dt>
              <dd className="staff-notes">{details.notes}</dd>
            </div>
          ) : null}
          {pa?.numero_ordine_acquisto ? (
            <div>
              <dt>{t('bookshopArea.details.paNumber')}</dt>
              <dd>{pa.numero_ordine_acquisto}</dd>
            </div>
          ) : null}
          {pa?.data_ordine_acquisto ? (
            <div>
              <dt>{t('bookshopArea.details.paDate')}</dt>
              <dd>{formatDate(pa.data_ordine_acquisto, lang)}</dd>
            </div>
          ) : null}
          {pa?.cig ? (
            <div>
              <dt>{t('bookshopArea.details.cig')}</dt>
              <dd>{pa.cig}</dd>
            </div>
          ) : null}
          {pa?.cup ? (
            <div>
              <dt>{t('bookshopArea.details.cup')}</dt>
              <dd>{pa.cup}</dd>
            </div>
          ) : null}
          {invoice ? (
            <div>
              <dt>{t('bookshopArea.details.invoice')}</dt>
              <dd>
                <InvoiceRequestLines invoice={invoice} lang={lang} />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </article>
  );
}

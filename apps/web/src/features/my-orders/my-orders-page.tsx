import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Lang } from '../../config/languages';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/dates';
import { formatEur } from '../../lib/money';
import { paymentInWords } from '../../lib/order-payment';
import { SimulateTransfer } from '../../components/payments/simulate-transfer';
import { TransferDetails } from '../../components/payments/transfer-details';
import { addressLine, OpeningHoursList } from '../../components/seller/opening-hours';
import { myOrdersKey, useMyOrders, type MyOrder, type MyOrderPart } from './api/get-my-orders';
import { CancelOrder } from './components/cancel-order';
import { CancelPart } from './components/cancel-part';
import { ReturnPart } from './components/return-part';
import {
  METHOD_KEYS,
  ORDER_STATUS_KEYS,
  PART_STATUS_KEYS,
  SHIPPING_KEYS,
  canCancelOrder,
  dayOf,
  refundWhy,
  rejectedPhrase,
  trackingOf,
  refundTermKey,
  wasRefunded,
  wordKey,
} from './my-orders-words';
import './my-orders.css';

function Term({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="my-orders__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One bookshop's part of an order: its status, shipping, tracking, what was refunded and why,
 * its lines, and its cancellation while the bookshop has not answered.
 */
function OrderPartView({
  part,
  lang,
  paymentMethod,
  orderedAt,
}: {
  part: MyOrderPart;
  lang: Lang;
  paymentMethod: string;
  /** ISO date-time the order was placed (the withdrawal form says it). */
  orderedAt: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const why = refundWhy(part);
  const statusKey = wordKey(PART_STATUS_KEYS, part.status);
  const shippingKey = wordKey(SHIPPING_KEYS, part.shipping);
  const tracking = trackingOf(part);
  const status = part.status.toLowerCase().replace(/_/g, '-');
  // A pickup: where and when it is collected (docs/spec/marketplace.md §8).
  const pickup =
    part.shipping === 'Shop_pickup'
      ? { address: part.bookshop.shopAddress ? addressLine(part.bookshop.shopAddress) : '' }
      : null;
  return (
    <article className="my-order-part" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} ref={headingRef} tabIndex={-1}>
        {part.bookshop.name}
      </h3>
      <dl className="my-orders__facts">
        <Term term={t('myOrders.status')}>
          <span className={`part-status part-status--${status}`}>
            {statusKey ? t(statusKey) : part.status}
          </span>
        </Term>
        {part.status === 'TO_CONFIRM' && part.confirmBy ? (
          <Term term={t('myOrders.confirmBy')}>{formatDate(dayOf(part.confirmBy), lang)}</Term>
        ) : null}
        <Term term={t('myOrders.shipping')}>{shippingKey ? t(shippingKey) : part.shipping}</Term>
        <Term term={t('myOrders.shippingCost')}>{formatEur(part.shippingCost, lang)}</Term>
        {pickup && pickup.address ? (
          <Term term={t('seller.pickupAt')}>{pickup.address}</Term>
        ) : null}
        {pickup && part.bookshop.openingHours ? (
          <Term term={t('seller.hours')}>
            <OpeningHoursList days={part.bookshop.openingHours} lang={lang} />
          </Term>
        ) : null}
        {tracking?.carrier ? <Term term={t('orderWords.carrier')}>{tracking.carrier}</Term> : null}
        {tracking?.trackingCode ? (
          <Term term={t('orderWords.trackingCode')}>
            <span className="order-code">{tracking.trackingCode}</span>
          </Term>
        ) : null}
        {wasRefunded(part.refunded) ? (
          <Term term={t(refundTermKey(paymentMethod))}>{formatEur(part.refunded, lang)}</Term>
        ) : null}
        {why ? (
          <Term term={t('orderWords.refundReason')}>
            {why.reason ? <q className="my-orders__reason">{why.reason}</q> : null}
            {why.reason && why.cancelled ? <br /> : null}
            {why.cancelled ? t('myOrders.refundCancelled') : null}
          </Term>
        ) : null}
        {part.latestReturn ? (
          <Term term={t('myOrders.withdrawal.term')}>
            {t(`myOrders.withdrawal.states.${part.latestReturn.state}`)}
          </Term>
        ) : null}
        {part.latestReturn?.refund ? (
          <Term term={t('myOrders.withdrawal.refund')}>
            {formatEur(part.latestReturn.refund, lang)}
          </Term>
        ) : null}
        {part.latestReturn?.refusalReason ? (
          <Term term={t('myOrders.withdrawal.refusal')}>
            <q className="my-orders__reason">{part.latestReturn.refusalReason}</q>
          </Term>
        ) : null}
      </dl>
      <table className="my-order-lines">
        <caption className="visually-hidden">
          {t('myOrders.linesCaption', { bookshop: part.bookshop.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('myOrders.lineTitle')}</th>
            <th scope="col" className="my-order-lines__number">
              {t('myOrders.lineQty')}
            </th>
            <th scope="col" className="my-order-lines__number">
              {t('myOrders.linePrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {part.lines.map((line) => {
            const rejected = rejectedPhrase(line);
            return (
              <tr key={line.id} className={line.rejected ? 'my-order-lines__rejected' : undefined}>
                <th scope="row" className="my-order-lines__title">
                  <span className="my-order-lines__book">{line.product.title}</span>
                  {rejected ? (
                    <>
                      {' '}
                      <span className="line-rejected">{t(rejected.key, rejected.values)}</span>
                    </>
                  ) : null}
                  {line.returnedQty > 0 ? (
                    <>
                      {' '}
                      <span className="line-returned">
                        {t('myOrders.withdrawal.returnedQty', { count: line.returnedQty })}
                      </span>
                    </>
                  ) : null}
                </th>
                <td className="my-order-lines__number">{line.qty}</td>
                <td className="my-order-lines__number">{formatEur(line.price, lang)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <CancelPart part={part} lang={lang} headingRef={headingRef} />
      <ReturnPart part={part} orderedAt={orderedAt} lang={lang} headingRef={headingRef} />
    </article>
  );
}

/**
 * What an order still waiting for its payment asks of the buyer: the bank transfer to make
 * (the same details as the checkout's window and the mail), or a word on the payment not
 * finished.
 */
function PaymentAwaited({ order, lang }: { order: MyOrder; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const transfer = order.bankTransfer;
  return (
    <section className="my-order-unpaid" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>
        {t(transfer ? 'myOrders.transfer.heading' : 'myOrders.transfer.pendingHeading')}
      </h3>
      {transfer ? (
        <>
          <p>
            {t('myOrders.transfer.text', {
              amount: formatEur(transfer.amount, lang),
              date: formatDate(transfer.payBy, lang),
            })}
          </p>
          <TransferDetails transfer={transfer} lang={lang} />
        </>
      ) : (
        <p>{t('myOrders.transfer.pending')}</p>
      )}
    </section>
  );
}

function OrderView({ order, lang }: { order: MyOrder; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const methodKey = wordKey(METHOD_KEYS, order.paymentMethod);
  const statusKey = wordKey(ORDER_STATUS_KEYS, order.status);
  const unpaid = canCancelOrder(order);
  const awaitingTransfer = order.status === 'awaiting_transfer';
  // Once offered on this page, the controls stay mounted (their status regions with them),
  // so what a cancellation or a simulated transfer did is announced after the order moved.
  const [offered, setOffered] = useState({ cancel: unpaid, simulate: awaitingTransfer });
  if ((unpaid && !offered.cancel) || (awaitingTransfer && !offered.simulate)) {
    setOffered({
      cancel: offered.cancel || unpaid,
      simulate: offered.simulate || awaitingTransfer,
    });
  }
  return (
    <article className="my-order" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t('myOrders.orderHeading', { number: order.number })}
      </h2>
      <dl className="my-orders__facts my-orders__facts--order">
        <Term term={t('myOrders.date')}>{formatDate(dayOf(order.createdAt), lang)}</Term>
        <Term term={t('myOrders.orderStatus')}>{statusKey ? t(statusKey) : order.status}</Term>
        <Term term={t('myOrders.paymentMethod')}>
          {paymentInWords(
            order,
            {
              wallet: t('order.methods.storeCredit'),
              method: methodKey ? t(methodKey) : order.paymentMethod,
            },
            lang,
          )}
        </Term>
        <Term term={t('myOrders.total')}>{formatEur(order.totale, lang)}</Term>
      </dl>
      {unpaid ? <PaymentAwaited order={order} lang={lang} /> : null}
      {offered.simulate ? (
        <SimulateTransfer
          orderNumber={order.number}
          awaiting={awaitingTransfer}
          onReceived={() => queryClient.invalidateQueries({ queryKey: myOrdersKey })}
        />
      ) : null}
      {offered.cancel ? <CancelOrder order={order} headingRef={headingRef} /> : null}
      {order.parts.map((part) => (
        <OrderPartView
          key={part.id}
          part={part}
          lang={lang}
          paymentMethod={order.paymentMethod}
          orderedAt={order.createdAt}
        />
      ))}
    </article>
  );
}

/**
 * `/{lang}/ordini/` (behind the login gate, docs/spec/marketplace.md §3): the buyer's own orders,
 * newest first, each bookshop's part with its status, shipping, tracking, lines and refund.
 */
export function MyOrdersPage() {
  const { t } = useTranslation();
  const lang = useLang();
  usePageTitle('myOrders');
  const { data: orders, isPending, isError, refetch } = useMyOrders();

  let content;
  if (isPending) {
    content = (
      <p className="my-orders__status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('myOrders.loading')}</span>
      </p>
    );
  } else if (isError) {
    content = (
      <div className="form__alert" role="alert">
        <p>{t('myOrders.loadError')}</p>
        <button className="button button--primary" type="button" onClick={() => void refetch()}>
          {t('myOrders.retry')}
        </button>
      </div>
    );
  } else if (orders.length === 0) {
    content = (
      <div className="my-orders__empty">
        <p>{t('myOrders.empty')}</p>
        <p>
          <Link className="button button--primary" to={paths.home(lang)}>
            {t('myOrders.continueShopping')}
          </Link>
        </p>
      </div>
    );
  } else {
    content = (
      <ol className="my-orders__list">
        {orders.map((order) => (
          <li key={order.number}>
            <OrderView order={order} lang={lang} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className="page my-orders" aria-labelledby="my-orders-heading" aria-busy={isPending}>
      <h1 id="my-orders-heading">{t('myOrders.heading')}</h1>
      {content}
    </section>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useParams } from 'react-router';
import type { Lang } from '../../config/languages';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { formatDate } from '../../lib/dates';
import { useUserEmail } from '../../lib/user-email';
import { formatCents, formatDeduction, formatEur, parseCents } from '../../lib/money';
import { paidWays } from '../../lib/order-payment';
import { SimulateTransfer } from '../../components/payments/simulate-transfer';
import { TransferDetails } from '../../components/payments/transfer-details';
import {
  LoggedOutError,
  orderConfirmationQueryOptions,
  useOrderConfirmation,
  type OrderConfirmation,
  type OrderPart,
} from './api/get-order-confirmation';
import { METHOD_KEYS, SHIPPING_KEYS, STATUS_KEYS, wordKey } from './order-words';
import './orders.css';

/**
 * The way on: more shopping, and the buyer's orders page (docs/spec/marketplace.md §3) when logged
 * in.
 */
function ContinueShopping({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const { data: email } = useUserEmail();
  return (
    <p className="order-confirmation__continue">
      <Link className="button button--primary" to={paths.home(lang)}>
        {t('order.continueShopping')}
      </Link>
      {typeof email === 'string' ? (
        <Link className="order-confirmation__my-orders" to={paths.myOrders(lang)}>
          {t('order.myOrdersLink')}
        </Link>
      ) : null}
    </p>
  );
}

function PartLines({ part, lang }: { part: OrderPart; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const shippingKey = wordKey(SHIPPING_KEYS, part.shippingType);
  const shipping = shippingKey ? t(shippingKey) : part.shippingType;
  return (
    <article className="order-part" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>
        {part.bookshop.name}
        <span className="order-part__city">{part.bookshop.city}</span>
      </h3>
      <p className="order-part__shipping">{t('order.parts.shipping', { shipping })}</p>
      <table className="order-lines">
        <caption className="visually-hidden">
          {t('order.parts.caption', { bookshop: part.bookshop.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('order.parts.title')}</th>
            <th scope="col" className="order-lines__number">
              {t('order.parts.qty')}
            </th>
            <th scope="col" className="order-lines__number">
              {t('order.parts.unitPrice')}
            </th>
            <th scope="col" className="order-lines__number">
              {t('order.parts.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {part.lines.map((line) => (
            <tr key={line.productId}>
              <th scope="row" className="order-lines__title">
                {line.title}
              </th>
              <td className="order-lines__number">{line.qty}</td>
              <td className="order-lines__number">{formatEur(line.unitPrice, lang)}</td>
              <td className="order-lines__number">{formatEur(line.total, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-amounts order-amounts--part">
        <div className="amount-row">
          <dt>{t('order.parts.goods')}</dt>
          <dd>{formatEur(part.goods, lang)}</dd>
        </div>
        {parseCents(part.discount) !== 0 ? (
          <div className="amount-row">
            <dt>{t('order.parts.discount')}</dt>
            <dd>{formatDeduction(part.discount, lang)}</dd>
          </div>
        ) : null}
        <div className="amount-row">
          <dt>{t('order.parts.shippingCost')}</dt>
          <dd>+ {formatEur(part.shipping, lang)}</dd>
        </div>
      </dl>
    </article>
  );
}

function BankTransferInstructions({ order, lang }: { order: OrderConfirmation; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const transfer = order.bankTransfer;
  if (!transfer) return null;
  return (
    <section className="order-transfer" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('order.bankTransfer.heading')}</h2>
      <p>
        {t('order.bankTransfer.text', {
          amount: formatEur(transfer.amount, lang),
          date: formatDate(transfer.payBy, lang),
        })}
      </p>
      <TransferDetails transfer={transfer} lang={lang} />
      <p className="order-transfer__note">{t('order.bankTransfer.cancelNote')}</p>
    </section>
  );
}

/** Why a cancelled order shows no thanks: replaced, or paid too late and refunded. */
function CancelledNote({ order, lang }: { order: OrderConfirmation; lang: Lang }) {
  const { t } = useTranslation();
  const { refund } = order;
  let text = t(order.replaced ? 'order.cancelled.replaced' : 'order.cancelled.plain');
  if (refund) {
    const amount = formatEur(refund.amount, lang);
    text = t(refund.pending ? 'order.cancelled.refundPending' : 'order.cancelled.refunded', {
      amount,
    });
  }
  return (
    <p className="order-confirmation__cancelled" role="status">
      {text}
    </p>
  );
}

function OrderDetails({ order, lang }: { order: OrderConfirmation; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const awaitingTransfer = order.status === 'awaiting_transfer';
  // Once offered, the simulation stays (its status region with it) after the order is paid.
  const [simulation, setSimulation] = useState(awaitingTransfer);
  if (awaitingTransfer && !simulation) setSimulation(true);
  const statusKey = wordKey(STATUS_KEYS, order.status);
  const methodKey = wordKey(METHOD_KEYS, order.paymentMethod);
  const methodName = methodKey ? t(methodKey) : (order.paymentMethod ?? t('order.methods.none'));
  const { totals } = order;
  return (
    <>
      {order.status === 'cancelled' ? (
        <CancelledNote order={order} lang={lang} />
      ) : (
        <p className="order-confirmation__lead">{t('order.thanks')}</p>
      )}
      <dl className="order-summary">
        <div className="order-summary__item">
          <dt>{t('order.number')}</dt>
          <dd className="order-reference">{order.orderNumber}</dd>
        </div>
        <div className="order-summary__item">
          <dt>{t('order.date')}</dt>
          <dd>{formatDate(order.createdAt.slice(0, 10), lang)}</dd>
        </div>
        <div className="order-summary__item">
          <dt>{t('order.status')}</dt>
          <dd>{statusKey ? t(statusKey) : order.status}</dd>
        </div>
        <div className="order-summary__item">
          <dt>{t('order.paymentMethod')}</dt>
          <dd>{methodName}</dd>
        </div>
      </dl>
      {order.status === 'pending' ? (
        <p className="order-confirmation__pending" role="status">
          {t('order.pendingNote')}
        </p>
      ) : null}

      <BankTransferInstructions order={order} lang={lang} />
      {simulation ? (
        <SimulateTransfer
          orderNumber={order.orderNumber}
          awaiting={awaitingTransfer}
          onReceived={() =>
            queryClient.invalidateQueries({
              queryKey: orderConfirmationQueryOptions(order.orderNumber).queryKey,
            })
          }
        />
      ) : null}

      <section className="order-section" aria-labelledby={`${id}-parts`}>
        <h2 id={`${id}-parts`}>{t('order.parts.heading')}</h2>
        {order.parts.map((part) => (
          <PartLines key={part.bookshop.id} part={part} lang={lang} />
        ))}
      </section>

      <section className="order-section" aria-labelledby={`${id}-totals`}>
        <h2 id={`${id}-totals`}>{t('order.totals.heading')}</h2>
        <dl className="order-amounts">
          <div className="amount-row">
            <dt>{t('order.totals.products')}</dt>
            <dd>{formatCents(parseCents(totals.merce) + parseCents(totals.sconto), lang)}</dd>
          </div>
          {parseCents(totals.sconto) !== 0 ? (
            <div className="amount-row">
              <dt>{t('order.totals.discounts')}</dt>
              <dd>{formatDeduction(totals.sconto, lang)}</dd>
            </div>
          ) : null}
          <div className="amount-row">
            <dt>{t('order.totals.shipping')}</dt>
            <dd>+ {formatEur(totals.costoSpedizione, lang)}</dd>
          </div>
          <div className="amount-row amount-row--total">
            <dt>{t('order.totals.total')}</dt>
            <dd>{formatEur(totals.totale, lang)}</dd>
          </div>
          <div className="amount-row amount-row--note">
            <dt>{t('order.totals.vat')}</dt>
            <dd>{formatEur(totals.imposta, lang)}</dd>
          </div>
        </dl>
        <h3>{t('order.totals.paymentHeading')}</h3>
        <dl className="order-amounts">
          {paidWays({ storeCredit: totals.borsellino, paidByMethod: totals.paidByMethod }).map(
            (way) => (
              <div className="amount-row" key={way.way}>
                <dt>{way.way === 'wallet' ? t('order.totals.wallet') : methodName}</dt>
                <dd>{formatEur(way.amount, lang)}</dd>
              </div>
            ),
          )}
        </dl>
      </section>
    </>
  );
}

/**
 * `/api/conferma-ordine/{orderNumber}/` ('Order complete', docs/spec/payments.md §6): the buyer's
 * own order after payment — number, status, method, each bookshop's part, totals, and the
 * transfer's reference and deadline while it is awaited. Anyone else's order is not found.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { orderNumber = '' } = useParams();
  const { pathname } = useLocation();
  const confirmation = useOrderConfirmation(orderNumber);
  const result = confirmation.data;
  const notFound = result?.kind === 'notFound';
  usePageTitle(notFound ? 'orderNotFound' : 'orderComplete');

  const loggedOut = confirmation.error instanceof LoggedOutError;
  useEffect(() => {
    if (loggedOut) window.location.assign(paths.login(lang, pathname));
  }, [loggedOut, lang, pathname]);

  if (notFound) {
    return (
      <section className="page page--message" aria-labelledby="order-heading">
        <p className="page__code" aria-hidden="true">
          404
        </p>
        <h1 id="order-heading">{t('order.notFound.heading')}</h1>
        <p>{t('order.notFound.text')}</p>
        <ContinueShopping lang={lang} />
      </section>
    );
  }

  return (
    <section className="page order-confirmation" aria-labelledby="order-heading">
      <h1 id="order-heading">{t('order.heading')}</h1>
      {result?.kind === 'found' ? <OrderDetails order={result.order} lang={lang} /> : null}
      {confirmation.isPending || loggedOut ? (
        <p className="order-confirmation__loading" role="status">
          <span className="spinner spinner--dark" aria-hidden="true" />
          <span>{t('order.loading')}</span>
        </p>
      ) : null}
      {confirmation.isError && !loggedOut && !result ? (
        <div className="form__alert" role="alert">
          <p>{t('order.loadError')}</p>
          <button
            className="button button--primary"
            type="button"
            onClick={() => void confirmation.refetch()}
          >
            {t('order.retry')}
          </button>
        </div>
      ) : null}
      <ContinueShopping lang={lang} />
    </section>
  );
}

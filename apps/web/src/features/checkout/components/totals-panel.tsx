import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import type { Lang } from '../../../config/languages';
import { paths } from '../../../config/paths';
import { GraphQLRequestError } from '../../../lib/graphql';
import { formatCents, formatDeduction, formatEur } from '../../../lib/money';
import {
  SHIPPING_NOT_AVAILABLE,
  useCartTotals,
  type CartTotals,
  type CheckoutSelection,
} from '../api/get-cart-totals';
import { useRemoveDiscountCode } from '../api/remove-discount-code';
import { isNonZero, productsTotalCents } from '../checkout-rules';
import { DiscountCodeForm } from './discount-code-form';

/** The server's word for "a code in the basket stopped being valid and was removed". */
export const CODES_REMOVED = 'SCONTI RIMOSSI DAL CARRELLO';

interface TotalsPanelProps {
  lang: Lang;
  selection: CheckoutSelection;
  /** False while the addresses the totals depend on are still loading. */
  ready: boolean;
  /** Payment active: codes can no longer be added or removed (docs/spec/checkout.md §3.5). */
  locked: boolean;
}

/** Toasts docs/spec/pricing-and-orders.md §5's messaggioErrore once per answer of the server. */
function useTotalsMessages(data: CartTotals | undefined, updatedAt: number) {
  const { t } = useTranslation();
  const shown = useRef(0);
  useEffect(() => {
    const message = data?.messaggioErrore;
    if (!message || shown.current === updatedAt) return;
    shown.current = updatedAt;
    const text =
      message === CODES_REMOVED
        ? t('checkout.totals.codesRemoved')
        : t('checkout.totals.serverError', { message });
    toast.warning(text, { toastId: `totals-${updatedAt}` });
  }, [data, updatedAt, t]);
}

/** Toasts a failure of the totals call other than 'no shipping for this destination'. */
function useTotalsError(error: Error | null, updatedAt: number) {
  const { t } = useTranslation();
  const shown = useRef(0);
  useEffect(() => {
    if (!error || shown.current === updatedAt) return;
    if (error instanceof GraphQLRequestError && error.code === SHIPPING_NOT_AVAILABLE) return;
    shown.current = updatedAt;
    toast.error(t('checkout.totals.serverError', { message: error.message }), {
      toastId: `totals-error-${updatedAt}`,
    });
  }, [error, updatedAt, t]);
}

/**
 * docs/spec/checkout.md §3.5 'Totals panel': discount codes, the totals lines and what blocks them.
 */
export function TotalsPanel({ lang, selection, ready, locked }: TotalsPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const headingId = `${id}-heading`;
  const totals = useCartTotals(selection, ready);
  const removeCode = useRemoveDiscountCode();
  useTotalsMessages(totals.data, totals.dataUpdatedAt);
  useTotalsError(totals.error, totals.errorUpdatedAt);

  const noShipping = selection.selectedShippings.length === 0;
  const notAvailable =
    totals.error instanceof GraphQLRequestError && totals.error.code === SHIPPING_NOT_AVAILABLE;
  const data = totals.isError ? undefined : totals.data;
  const loading = !noShipping && (totals.isFetching || !ready);

  const removeVoucher = (code: string) => {
    removeCode.mutate(code, {
      onSuccess: (result) => {
        if (result.success) toast.success(t('checkout.discount.removed'));
        else toast.error(result.message ?? t('checkout.discount.invalid'));
      },
      onError: (error) => toast.error(t('checkout.totals.serverError', { message: error.message })),
    });
  };

  return (
    <section className="checkout-totals" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkout.totals.heading')}</h2>

      {noShipping ? (
        <div className="checkout-totals__message">
          <p>{t('checkout.totals.noShipping')}</p>
          <Link className="checkout-link" to={paths.cart(lang)}>
            {t('checkout.totals.backToCart')}
          </Link>
        </div>
      ) : null}

      {!locked && !noShipping ? <DiscountCodeForm selection={selection} /> : null}

      {notAvailable ? (
        <div className="checkout-alert" role="alert">
          <p>{t('checkout.totals.shippingNotAvailable')}</p>
          <Link className="checkout-link" to={paths.cart(lang)}>
            {t('checkout.totals.backToCart')}
          </Link>
        </div>
      ) : null}

      {loading ? (
        <p className="checkout-loading" role="status">
          <span className="spinner spinner--dark" aria-hidden="true" />
          <span>{t('checkout.totals.loading')}</span>
        </p>
      ) : null}

      {data && !loading ? (
        <>
          {data.buoniSconto.length > 0 ? (
            <ul className="checkout-vouchers" aria-label={t('checkout.totals.vouchers')}>
              {data.buoniSconto.map((voucher) => (
                <li
                  key={`${voucher.id}-${voucher.codelib ?? ''}`}
                  className="checkout-vouchers__item"
                >
                  <span className="checkout-vouchers__code">{voucher.id}</span>
                  {!locked ? (
                    <button
                      className="link-button"
                      type="button"
                      disabled={removeCode.isPending}
                      onClick={() => removeVoucher(voucher.id)}
                    >
                      {t('checkout.discount.remove')}
                      <span className="visually-hidden"> {voucher.id}</span>
                    </button>
                  ) : null}
                  <span className="checkout-vouchers__value">
                    {formatDeduction(voucher.valore, lang)}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {data.warnings.length > 0 ? (
            // The server's own words, in the page's language: a code the book-price law
            // applied only up to its cap (docs/spec/book-price-law.md §2).
            <ul className="checkout-warnings">
              {data.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : null}
          <dl className="checkout-lines">
            <div className="amount-row">
              <dt>{t('checkout.totals.products')}</dt>
              <dd>{formatCents(productsTotalCents(data), lang)}</dd>
            </div>
            <div className="amount-row">
              <dt>{t('checkout.totals.shipping')}</dt>
              <dd>+ {formatEur(data.costoSpedizione, lang)}</dd>
            </div>
            {isNonZero(data.sconto) ? (
              <div className="amount-row">
                <dt>{t('checkout.totals.discounts')}</dt>
                <dd>{formatDeduction(data.sconto, lang)}</dd>
              </div>
            ) : null}
            {isNonZero(data.borsellino) ? (
              <div className="amount-row">
                <dt>{t('checkout.totals.wallet')}</dt>
                <dd>{formatDeduction(data.borsellino, lang)}</dd>
              </div>
            ) : null}
            <div className="amount-row amount-row--total">
              <dt>{t('checkout.totals.total')}</dt>
              <dd>{formatEur(data.totale, lang)}</dd>
            </div>
          </dl>
        </>
      ) : null}
    </section>
  );
}

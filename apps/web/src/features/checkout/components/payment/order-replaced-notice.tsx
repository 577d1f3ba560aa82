import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { writeCheckoutPaymentMethod } from '../../../../lib/storage';
import { useOrderReplaced } from '../../hooks/use-order-replaced';

/**
 * In place of the card form of an order a newer one replaced: nothing was charged, and the
 * checkout, loaded again, pays the current basket. It is loaded with no method chosen (a
 * reload otherwise keeps it): the basket changed, the buyer looks at it before paying.
 */
export function OrderReplacedNotice() {
  const { t } = useTranslation();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="checkout-alert" role="alert">
      <p ref={heading} tabIndex={-1}>
        {t('checkout.payment.replaced.text')}
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          writeCheckoutPaymentMethod(null);
          window.location.reload();
        }}
      >
        {t('checkout.payment.replaced.action')}
      </button>
    </div>
  );
}

/** The payment form, or, once its order is known to be replaced, the notice that says so. */
export function UnlessReplaced({
  orderNumber,
  children,
}: {
  orderNumber: string;
  children: (markReplaced: () => void) => ReactNode;
}) {
  const { replaced, markReplaced } = useOrderReplaced(orderNumber);
  return replaced ? <OrderReplacedNotice /> : children(markReplaced);
}

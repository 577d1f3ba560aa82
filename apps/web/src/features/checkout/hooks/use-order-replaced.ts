import { useCallback, useEffect, useState } from 'react';
import { getOrderState } from '../api/get-order-state';

/**
 * Whether the order this payment form pays was replaced meanwhile (the basket changed and a
 * newer order was placed in another tab). Checked whenever the tab comes back into view,
 * and set at once when the provider refuses the payment for that reason.
 */
export function useOrderReplaced(orderNumber: string) {
  const [replaced, setReplaced] = useState(false);
  useEffect(() => {
    let current = true;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      getOrderState(orderNumber)
        .then((state) => {
          if (current && state?.replaced) setReplaced(true);
        })
        .catch((error: unknown) => console.warn('Order state check failed', error));
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [orderNumber]);
  const markReplaced = useCallback(() => setReplaced(true), []);
  return { replaced, markReplaced };
}

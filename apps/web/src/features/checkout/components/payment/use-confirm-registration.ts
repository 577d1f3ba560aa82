import { useEffect } from 'react';
import type { ConfirmPayment } from './payment-types';

/** Hands the method's confirmation to 'Conferma ordine' while the panel is shown and ready. */
export function useConfirmRegistration(
  confirm: ConfirmPayment | null,
  onReadyChange: (confirm: ConfirmPayment | null) => void,
): void {
  useEffect(() => {
    onReadyChange(confirm);
    return () => onReadyChange(null);
  }, [confirm, onReadyChange]);
}

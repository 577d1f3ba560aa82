import type { Lang } from '../../../../config/languages';
import type { CartTotals } from '../../api/get-cart-totals';
import type { OrderOptions } from '../../hooks/use-payment-session';

/**
 * `leaving`: the browser is on its way to the confirmation; `stay`: the buyer may try again
 * (the panel has said why); `failed`: the call failed and the payment section says why,
 * beside 'Conferma ordine'.
 */
export type ConfirmOutcome = 'leaving' | 'stay' | { failed: unknown };

/** What 'Conferma ordine' runs for the chosen method. */
export type ConfirmPayment = () => Promise<ConfirmOutcome>;

/** What every method's panel gets from the payment section. */
export interface MethodPanelProps {
  lang: Lang;
  order: OrderOptions;
  totals: CartTotals;
  /** The method's confirmation once its payment is ready, null while it is not. */
  onReadyChange: (confirm: ConfirmPayment | null) => void;
  /** Runs 'Conferma ordine' as if it had been pressed. */
  requestConfirm: () => void;
  /** True while 'Conferma ordine' is running: nothing may change meanwhile. */
  busy: boolean;
}

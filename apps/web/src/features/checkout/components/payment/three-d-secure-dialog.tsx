import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';

interface ThreeDSecureDialogProps {
  /** The amount, formatted. */
  amount: string;
  /** Called once: true when the buyer approves, false when they refuse or press Escape. */
  onDecide: (approve: boolean) => void;
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure window: a modal dialog (the page behind
 * it is inert, focus stays inside) asking to approve or refuse the payment.
 */
export function ThreeDSecureDialog({ amount, onDecide }: ThreeDSecureDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const decided = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const decide = (approve: boolean) => {
    if (decided.current) return;
    decided.current = true;
    onDecide(approve);
  };

  return (
    <dialog
      ref={dialogRef}
      className="payment-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        decide(false);
      }}
    >
      <h2 id={`${id}-title`}>{t('checkout.payment.card.threeDs.title')}</h2>
      <p id={`${id}-text`}>{t('checkout.payment.card.threeDs.text', { amount })}</p>
      <div className="payment-dialog__actions">
        <button className="button button--primary" type="button" onClick={() => decide(true)}>
          {t('checkout.payment.card.threeDs.approve')}
        </button>
        <button className="button button--secondary" type="button" onClick={() => decide(false)}>
          {t('checkout.payment.card.threeDs.refuse')}
        </button>
      </div>
    </dialog>
  );
}

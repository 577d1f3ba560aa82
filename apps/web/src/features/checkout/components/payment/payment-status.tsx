import { useEffect } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useReportNotesRefusal } from '../../hooks/notes-refusal';
import { knownReason } from './payment-failure';

/** While the order and the provider's session are being made. */
export function PaymentPreparing() {
  const { t } = useTranslation();
  return (
    <p className="checkout-loading" role="status">
      <span className="spinner spinner--dark" aria-hidden="true" />
      <span>{t('checkout.payment.preparing')}</span>
    </p>
  );
}

/**
 * The order or the payment session could not be made (a book sold out meanwhile, a code no
 * longer valid, the server out of reach…): the server's translated reason when it gave one,
 * and a way to try again besides going back to another method.
 */
export function PaymentPrepareError({
  error,
  onRetry,
}: {
  error: Error;
  /** Asks for the order and the session again; without it only going back is offered. */
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const reportNotesRefusal = useReportNotesRefusal();
  useEffect(() => {
    console.error('Payment preparation failed', error);
    reportNotesRefusal(error);
  }, [error, reportNotesRefusal]);
  const reason = knownReason(error, t);
  return (
    <div className="checkout-alert" role="alert">
      <p>{t('checkout.payment.prepareError')}</p>
      {reason ? <p>{reason}</p> : null}
      {onRetry ? (
        <button className="button button--secondary" type="button" onClick={onRetry}>
          {t('checkout.payment.retry')}
        </button>
      ) : null}
    </div>
  );
}

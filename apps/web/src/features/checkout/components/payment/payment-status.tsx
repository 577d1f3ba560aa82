import { useEffect } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { GraphQLRequestError } from '../../../../lib/graphql';
import { RestRequestError } from '../../api/rest-result';

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
 * longer valid…): the server's translated reason, and the way back to another method.
 */
export function PaymentPrepareError({ error }: { error: Error }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Payment preparation failed', error);
  }, [error]);
  const known = error instanceof GraphQLRequestError || error instanceof RestRequestError;
  return (
    <div className="checkout-alert" role="alert">
      <p>{t('checkout.payment.prepareError')}</p>
      {known ? <p>{error.message}</p> : null}
    </div>
  );
}

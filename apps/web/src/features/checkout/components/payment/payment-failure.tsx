import { useCallback, useRef, useState } from 'react';
import type { Translate, TranslationKey } from '../../../../i18n/translate';
import { useTranslation } from '../../../../i18n/use-translation';
import { GraphQLRequestError } from '../../../../lib/graphql';
import { RestRequestError } from '../../api/rest-result';

/** A failed attempt; `attempt` renews the alert so the same reason is announced again. */
export interface PaymentFailure {
  error: unknown;
  attempt: number;
}

/** The last failed attempt: `fail` shows it, `clear` hides it when the buyer tries again. */
export function usePaymentFailure() {
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const attempts = useRef(0);
  const fail = useCallback((error: unknown) => {
    attempts.current += 1;
    setFailure({ error, attempt: attempts.current });
  }, []);
  const clear = useCallback(() => setFailure(null), []);
  return { failure, fail, clear };
}

/**
 * What is known of why a payment call failed, in the buyer's words: the server's own
 * translated reason when it sent one (a book sold out, a code no longer valid…), or that the
 * server was not reached (a rejected fetch is a TypeError); null when neither.
 */
export function knownReason(error: unknown, t: Translate): string | null {
  const fromServer =
    (error instanceof GraphQLRequestError || error instanceof RestRequestError) && error.translated;
  if (fromServer) return error.message;
  if (error instanceof TypeError) return t('errors.network');
  return null;
}

/**
 * The server's message when it refused the call for one input `field` (GraphQL's
 * `extensions.field`, e.g. notes past their limit), so the form shows it under that field;
 * null otherwise.
 */
export function fieldRefusal(error: unknown, field: string): string | null {
  if (!(error instanceof GraphQLRequestError)) return null;
  const refusal = error.errors.find((item) => item.extensions?.field === field);
  return refusal?.message ?? null;
}

/**
 * docs/spec/payments.md §4: where the pages were first written only to log a failure, the buyer
 * also reads why and that what they entered is still there, so they can try again.
 */
export function PaymentFailureAlert({
  failure,
  fallback,
}: {
  failure: PaymentFailure;
  fallback: TranslationKey;
}) {
  const { t } = useTranslation();
  return (
    <div key={failure.attempt} className="checkout-alert" role="alert">
      <p>{knownReason(failure.error, t) ?? t(fallback)}</p>
      <p>{t('checkout.payment.failure.kept')}</p>
    </div>
  );
}

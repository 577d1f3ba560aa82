import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { Lang } from '../../../../config/languages';
import { createOrder } from '../../api/create-order';
import type { CartTotals, CheckoutSelection } from '../../api/get-cart-totals';
import { usePaymentMethods, type PaymentMethodCode } from '../../api/get-payment-methods';
import { methodsWithUi, type PaymentStage } from '../../checkout-rules';
import type { OrderOptions } from '../../hooks/use-payment-session';
import { forgetCheckout, goToConfirmation } from './leave-checkout';
import { useReportNotesRefusal } from '../../hooks/notes-refusal';
import { PaymentFailureAlert, usePaymentFailure } from './payment-failure';
import { METHOD_LABEL_KEYS, METHOD_PANELS, MethodIcon } from './payment-methods';
import type { ConfirmOutcome, ConfirmPayment } from './payment-types';

interface PaymentSectionProps {
  lang: Lang;
  stage: PaymentStage;
  selection: CheckoutSelection;
  totals: CartTotals | undefined;
  order: OrderOptions;
  /** The chosen method; null is 'no method' (docs/spec/payments.md §2), the initial state. */
  method: PaymentMethodCode | null;
  onMethodChange: (method: PaymentMethodCode | null) => void;
}

/**
 * docs/spec/payments.md §1, §2: the payment area. A button per method the server allows; the chosen
 * method's panel, which can go back to none; 'Conferma ordine' at the bottom, enabled once
 * the payment is ready and disabled while it runs. A failed confirmation is shown just above
 * the button and leaves it usable: the server gives the same pending order back for the same
 * basket (CONTRACT), so trying again never makes a second one.
 */
export function PaymentSection({
  lang,
  stage,
  selection,
  totals,
  order,
  method,
  onMethodChange,
}: PaymentSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const headingId = `${id}-heading`;
  const chooseId = `${id}-choose`;
  const methods = usePaymentMethods(selection, stage === 'choose');
  const [confirmAction, setConfirmAction] = useState<{ run: ConfirmPayment } | null>(null);
  const [running, setRunning] = useState(false);
  const { failure, fail, clear: clearFailure } = usePaymentFailure();
  const reportNotesRefusal = useReportNotesRefusal();
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const chooserRef = useRef<HTMLUListElement>(null);
  const focusAfter = useRef<'panel' | PaymentMethodCode | null>(null);

  const onReadyChange = useCallback((run: ConfirmPayment | null) => {
    setConfirmAction(run ? { run } : null);
  }, []);

  // docs/spec/payments.md §2: total and store credit both zero, nothing to choose; the order is
  // made at once.
  const confirmNothingToPay = useCallback(async (): Promise<ConfirmOutcome> => {
    try {
      const orderNumber = await createOrder({ ...order, paymentMethod: null });
      forgetCheckout();
      goToConfirmation(orderNumber);
      return 'leaving';
    } catch (error) {
      console.error('Order creation failed', error);
      return { failed: error };
    }
  }, [order]);

  const action =
    stage === 'nothingToPay'
      ? confirmNothingToPay
      : stage === 'choose' && method !== null
        ? (confirmAction?.run ?? null)
        : null;

  const runConfirm = () => {
    if (action === null || running) return;
    clearFailure();
    setRunning(true);
    // Every failure is caught here and shown (fail), so nothing is left to reject.
    void action()
      .catch((error: unknown): ConfirmOutcome => {
        console.error('Payment confirmation failed', error);
        return { failed: error };
      })
      .then((outcome) => {
        if (outcome === 'leaving') return;
        setRunning(false);
        if (outcome === 'stay') return;
        fail(outcome.failed);
        reportNotesRefusal(outcome.failed);
      });
  };

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'panel') panelHeadingRef.current?.focus();
    else if (target !== null) {
      chooserRef.current?.querySelector<HTMLButtonElement>(`[data-method="${target}"]`)?.focus();
    }
  }, [method]);

  const choose = (code: PaymentMethodCode) => {
    clearFailure();
    focusAfter.current = 'panel';
    onMethodChange(code);
  };
  const back = () => {
    clearFailure();
    focusAfter.current = method;
    setConfirmAction(null);
    onMethodChange(null);
  };

  const offered = methods.data ? methodsWithUi(methods.data) : [];
  const Panel = method === null ? undefined : METHOD_PANELS[method];

  // A method kept from before a reload that the server no longer allows (the store credit
  // spent meanwhile) goes back to none: the buyer chooses again among those offered.
  const offeredNow = methods.data;
  useEffect(() => {
    if (method !== null && offeredNow && !methodsWithUi(offeredNow).includes(method)) {
      onMethodChange(null);
    }
  }, [method, offeredNow, onMethodChange]);

  return (
    <section className="checkout-section checkout-payment" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkout.payment.heading')}</h2>

      {stage === 'unavailable' ? (
        <p className="checkout-note">{t('checkout.payment.unavailable')}</p>
      ) : null}
      {stage === 'loading' || (stage === 'choose' && method === null && methods.isPending) ? (
        <p className="checkout-loading" role="status">
          <span className="spinner spinner--dark" aria-hidden="true" />
          <span>{t('checkout.payment.loading')}</span>
        </p>
      ) : null}
      {stage === 'nothingToPay' ? (
        <p className="checkout-note">{t('checkout.payment.nothingToPay')}</p>
      ) : null}

      {stage === 'choose' && method === null && methods.isError ? (
        <div className="checkout-alert" role="alert">
          <p>{t('checkout.payment.loadError')}</p>
          <button
            className="button button--secondary"
            type="button"
            onClick={() => void methods.refetch()}
          >
            {t('checkout.payment.retry')}
          </button>
        </div>
      ) : null}

      {stage === 'choose' && method === null && methods.data ? (
        offered.length > 0 ? (
          <div className="payment-chooser">
            <p className="payment-chooser__label" id={chooseId}>
              {t('checkout.payment.choose')}
            </p>
            <ul ref={chooserRef} className="payment-methods" aria-labelledby={chooseId}>
              {offered.map((code) => (
                <li key={code}>
                  <button
                    className="payment-method"
                    type="button"
                    data-method={code}
                    onClick={() => choose(code)}
                  >
                    <MethodIcon method={code} />
                    <span>{t(METHOD_LABEL_KEYS[code])}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="checkout-note">{t('checkout.payment.noMethods')}</p>
        )
      ) : null}

      {stage === 'choose' && method !== null && Panel && totals ? (
        <div className="payment-panel">
          <div className="payment-panel__head">
            <h3 ref={panelHeadingRef} tabIndex={-1}>
              {t(METHOD_LABEL_KEYS[method])}
            </h3>
            <button className="link-button" type="button" disabled={running} onClick={back}>
              {t('checkout.payment.change')}
            </button>
          </div>
          <Panel
            lang={lang}
            order={order}
            totals={totals}
            onReadyChange={onReadyChange}
            requestConfirm={runConfirm}
            busy={running}
          />
        </div>
      ) : null}

      {failure ? (
        <PaymentFailureAlert failure={failure} fallback="checkout.payment.failure.order" />
      ) : null}
      <div className="checkout-payment__confirm">
        <button
          className="button button--primary"
          type="button"
          disabled={action === null || running}
          aria-busy={running || undefined}
          onClick={runConfirm}
        >
          {running ? <span className="spinner" aria-hidden="true" /> : null}
          <span>{t('checkout.payment.confirm')}</span>
        </button>
      </div>
    </section>
  );
}

import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatEur } from '../../../lib/money';
import { useCancelOrderPart } from '../api/cancel-order-part';
import type { MyOrderPart } from '../api/get-my-orders';
import { canCancel, cancelFailureOf } from '../my-orders-words';

/**
 * The buyer's cancellation of a part no bookshop has accepted yet: a button, an inline
 * confirm step, then the outcome spoken in the part (a status on success, an alert on a
 * refusal). Once the part has been cancellable on this page, its status region stays, so
 * the outcome is announced even after the button is gone.
 */
export function CancelPart({
  part,
  lang,
  headingRef,
}: {
  part: Pick<MyOrderPart, 'id' | 'status' | 'bookshop'>;
  lang: Lang;
  /** Where the focus goes when the buttons are gone (the part's heading, tabIndex -1). */
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const bookshop = part.bookshop.name;
  const cancellable = canCancel(part);
  const [offered, setOffered] = useState(cancellable);
  if (cancellable && !offered) setOffered(true);
  const [confirming, setConfirming] = useState(false);
  const [focusAfter, setFocusAfter] = useState<'keep' | 'settled' | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const mutation = useCancelOrderPart();
  const busy = mutation.isPending;

  // The confirm step opens on its safe answer; leaving it, or the request ending, puts the
  // focus back on the button, or on the part's heading once the button is gone.
  useEffect(() => {
    if (confirming && focusAfter === null) keepRef.current?.focus();
  }, [confirming, focusAfter]);
  useEffect(() => {
    if (focusAfter === null || busy) return;
    (cancelRef.current ?? headingRef.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter, busy, headingRef]);

  if (!offered) return null;

  const confirm = () => {
    if (busy) return;
    mutation.mutate(
      { partId: part.id },
      {
        // The orders have been read again by now (useCancelOrderPart): the part shows as it is.
        onSettled: () => {
          setConfirming(false);
          setFocusAfter('settled');
        },
      },
    );
  };
  const keep = () => {
    if (busy) return;
    setConfirming(false);
    setFocusAfter('keep');
  };

  let failure: string | null = null;
  if (mutation.isError) {
    const reason = cancelFailureOf(mutation.error);
    failure = 'key' in reason ? t(reason.key, { bookshop }) : reason.message;
  }
  const done = mutation.isSuccess
    ? t('myOrders.cancel.done', { bookshop, amount: formatEur(mutation.data.refunded, lang) })
    : '';

  return (
    <div className="my-order-cancel">
      {cancellable && !confirming ? (
        <p className="my-order-cancel__actions">
          <button
            ref={cancelRef}
            type="button"
            className="button my-order-cancel__button"
            onClick={() => {
              mutation.reset();
              setConfirming(true);
            }}
          >
            {t('myOrders.cancel.button')}
            <span className="visually-hidden">
              {' '}
              {t('myOrders.cancel.buttonBookshop', { bookshop })}
            </span>
          </button>
        </p>
      ) : null}

      {cancellable && confirming ? (
        <div
          className="my-order-cancel__confirm"
          role="group"
          aria-labelledby={`${id}-question`}
          aria-describedby={`${id}-explanation`}
        >
          <p id={`${id}-question`} className="my-order-cancel__question">
            {t('myOrders.cancel.question', { bookshop })}
          </p>
          <p id={`${id}-explanation`}>{t('myOrders.cancel.explanation')}</p>
          <p className="my-order-cancel__actions">
            {/* aria-disabled, not disabled: the focused button keeps the focus while it works. */}
            <button
              type="button"
              className="button button--primary"
              aria-disabled={busy}
              onClick={confirm}
            >
              {busy ? <span className="spinner" aria-hidden="true" /> : null}
              {t('myOrders.cancel.confirm')}
              {busy ? (
                <span className="visually-hidden"> ({t('myOrders.cancel.working')})</span>
              ) : null}
            </button>
            <button
              ref={keepRef}
              type="button"
              className="button my-order-cancel__button"
              aria-disabled={busy}
              onClick={keep}
            >
              {t('myOrders.cancel.keep')}
            </button>
          </p>
        </div>
      ) : null}

      <p className="my-order-cancel__done" role="status">
        {done}
      </p>
      {failure ? (
        <p className="form__alert" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

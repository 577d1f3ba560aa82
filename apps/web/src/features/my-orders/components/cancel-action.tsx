import { useEffect, useId, useRef, useState, type RefObject } from 'react';

/** The words of one cancellation, already in the buyer's language. */
export interface CancelWords {
  button: string;
  /** Said after the button's text to a screen reader: what it cancels ('di Libreria Centrale'). */
  buttonDetail: string;
  question: string;
  explanation: string;
  confirm: string;
  keep: string;
  /** Said while the request runs. */
  working: string;
}

/**
 * A cancellation the buyer confirms before it happens: a button, an inline confirm step
 * opening on its safe answer, then the outcome spoken where it happened (a status on success,
 * an alert on a refusal). Once it has been offered, its status region stays, so the outcome is
 * announced even after the button is gone; the focus goes back to the button, or to
 * `headingRef` once there is none.
 */
export function CancelAction({
  cancellable,
  words,
  busy,
  done,
  failure,
  onStart,
  onConfirm,
  headingRef,
}: {
  /** Whether it can be cancelled now. */
  cancellable: boolean;
  words: CancelWords;
  busy: boolean;
  /** What the status says once cancelled ('' before). */
  done: string;
  /** Why it was refused, or null. */
  failure: string | null;
  /** The confirm step opens: an earlier outcome is forgotten. */
  onStart: () => void;
  /** Runs the cancellation; `settled` once it has succeeded or failed (and the page is read again). */
  onConfirm: (settled: () => void) => void;
  headingRef: RefObject<HTMLElement | null>;
}) {
  const id = useId();
  const [offered, setOffered] = useState(cancellable);
  if (cancellable && !offered) setOffered(true);
  const [confirming, setConfirming] = useState(false);
  const [focusAfter, setFocusAfter] = useState<'keep' | 'settled' | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);

  // The confirm step opens on its safe answer; leaving it, or the request ending, puts the
  // focus back on the button, or on the heading once the button is gone.
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
    onConfirm(() => {
      setConfirming(false);
      setFocusAfter('settled');
    });
  };
  const keep = () => {
    if (busy) return;
    setConfirming(false);
    setFocusAfter('keep');
  };

  return (
    <div className="my-order-cancel">
      {cancellable && !confirming ? (
        <p className="my-order-cancel__actions">
          <button
            ref={cancelRef}
            type="button"
            className="button my-order-cancel__button"
            onClick={() => {
              onStart();
              setConfirming(true);
            }}
          >
            {words.button}
            <span className="visually-hidden"> {words.buttonDetail}</span>
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
            {words.question}
          </p>
          <p id={`${id}-explanation`}>{words.explanation}</p>
          <p className="my-order-cancel__actions">
            {/* aria-disabled, not disabled: the focused button keeps the focus while it works. */}
            <button
              type="button"
              className="button button--primary"
              aria-disabled={busy}
              onClick={confirm}
            >
              {busy ? <span className="spinner" aria-hidden="true" /> : null}
              {words.confirm}
              {busy ? <span className="visually-hidden"> ({words.working})</span> : null}
            </button>
            <button
              ref={keepRef}
              type="button"
              className="button my-order-cancel__button"
              aria-disabled={busy}
              onClick={keep}
            >
              {words.keep}
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

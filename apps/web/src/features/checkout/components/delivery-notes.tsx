import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ORDER_NOTES_MAX_LENGTH } from '@scaffale/domain/order-notes';
import { useTranslation } from '../../../i18n/use-translation';
import { notesTooLong } from '../checkout-rules';

interface DeliveryNotesProps {
  /** The saved note (noteOrdine), sent with the order. */
  value: string;
  onSave: (note: string) => void;
  /** Payment active: the note can no longer change (docs/spec/checkout.md §3.3). */
  locked: boolean;
  /** The server's refusal of the saved note (the order was not placed), shown under it. */
  error?: string | null;
  /** More about the delivery, after the note (the gift flag). */
  children?: ReactNode;
}

/**
 * docs/spec/checkout.md §3.3: an optional note for the courier; once saved it shows with an edit
 * button.
 */
export function DeliveryNotes({ value, onSave, locked, error, children }: DeliveryNotesProps) {
  const { t } = useTranslation();
  const id = useId();
  const headingId = `${id}-heading`;
  const textareaId = `${id}-notes`;
  const errorId = `${id}-error`;
  const [editing, setEditing] = useState(value === '');
  const [text, setText] = useState(value);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  // The limit checked on saving, as the server checks it (it refuses, never cuts).
  const [tooLong, setTooLong] = useState(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (editing) textareaRef.current?.focus();
    else editButtonRef.current?.focus();
  }, [editing]);

  const showSaved = !editing && value !== '';
  const shownError = tooLong
    ? t('validation.tooLong', { max: ORDER_NOTES_MAX_LENGTH })
    : (error ?? null);
  const errorLine = shownError ? (
    <p className="field__error" id={errorId}>
      {shownError}
    </p>
  ) : null;

  return (
    <section className="checkout-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkout.notes.heading')}</h2>
      {showSaved ? (
        <div className="checkout-notes">
          <p className="checkout-notes__text">{value}</p>
          {!locked ? (
            <button
              ref={editButtonRef}
              className="icon-button"
              type="button"
              aria-label={t('checkout.notes.edit')}
              title={t('checkout.notes.edit')}
              onClick={() => {
                setText(value);
                moveFocus.current = true;
                setEditing(true);
              }}
            >
              <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M4 20h4L19 9l-4-4L4 16z M13.5 6.5l4 4" />
              </svg>
            </button>
          ) : null}
        </div>
      ) : (
        <form
          className="form checkout-notes__form"
          onSubmit={(event) => {
            event.preventDefault();
            const note = text.trim();
            if (notesTooLong(note)) {
              setTooLong(true);
              textareaRef.current?.focus();
              return;
            }
            setTooLong(false);
            onSave(note);
            if (note !== '') {
              moveFocus.current = true;
              setEditing(false);
            }
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor={textareaId}>
              {t('checkout.notes.label')}
            </label>
            <textarea
              ref={textareaRef}
              id={textareaId}
              className="field__input"
              rows={3}
              value={text}
              disabled={locked}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? errorId : undefined}
              onChange={(event) => setText(event.target.value)}
            />
            {errorLine}
          </div>
          <div>
            <button className="button button--secondary" type="submit" disabled={locked}>
              {t('checkout.notes.save')}
            </button>
          </div>
        </form>
      )}
      {showSaved ? errorLine : null}
      {children}
    </section>
  );
}

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface DeliveryNotesProps {
  /** The saved note (noteOrdine), sent with the order. */
  value: string;
  onSave: (note: string) => void;
  /** Payment active: the note can no longer change (SPEC §2). */
  locked: boolean;
  /** More about the delivery, after the note (the gift flag). */
  children?: ReactNode;
}

/** SPEC §2: an optional note for the courier; once saved it shows with an edit button. */
export function DeliveryNotes({ value, onSave, locked, children }: DeliveryNotesProps) {
  const { t } = useTranslation();
  const id = useId();
  const headingId = `${id}-heading`;
  const textareaId = `${id}-notes`;
  const [editing, setEditing] = useState(value === '');
  const [text, setText] = useState(value);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (editing) textareaRef.current?.focus();
    else editButtonRef.current?.focus();
  }, [editing]);

  const showSaved = !editing && value !== '';

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
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <div>
            <button className="button button--secondary" type="submit" disabled={locked}>
              {t('checkout.notes.save')}
            </button>
          </div>
        </form>
      )}
      {children}
    </section>
  );
}

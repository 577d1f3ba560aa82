import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normaliseIsbn13 } from '@scaffale/domain/isbn';
import type { Lang } from '../../../config/languages';
import { FieldShell } from '../../../components/forms/fields';
import { useTranslation } from '../../../i18n/use-translation';
import { formatEur } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { addBook, NEW_BOOK_FIELDS, type NewBook, type NewBookField } from '../api/add-book';
import { errorText, fieldErrorOf } from '../../../components/forms/error-text';
import { amountFromInput } from '../money-input';
import { BusyLabel } from '../../../components/forms/busy-label';

type Values = Record<NewBookField, string>;

const EMPTY: Values = {
  isbn: '',
  title: '',
  authors: '',
  publisher: '',
  year: '',
  weightGrams: '',
  price: '',
  available: '',
};

const INTEGER = /^\d+$/;

/** What the ISBN field says as the staff type: nothing yet, a good one, or a wrong one. */
function isbnState(text: string): 'empty' | 'partial' | 'valid' | 'invalid' {
  const digits = text.replace(/[\s-]/g, '');
  if (digits === '') return 'empty';
  if (normaliseIsbn13(digits) !== null) return 'valid';
  return /^\d{0,12}$/.test(digits) ? 'partial' : 'invalid';
}

/**
 * A new book on the shelf, by its ISBN-13 first (the check digit tested as it is typed),
 * then its title, authors (one a line), publisher, year, weight, price and copies. The
 * server's refusal is shown on the field it names.
 */
export function AddBookForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<NewBookField, string>>>({});
  // The field to focus once the form is enabled again (a new object for each request).
  const [focusRequest, setFocusRequest] = useState<{ field: NewBookField } | null>(null);
  const mutation = useMutation({
    mutationFn: (book: NewBook) => addBook(book),
    onSuccess: (book) => {
      toast.success(
        t('bookshopArea.shelf.added', { title: book.title, price: formatEur(book.price, lang) }),
      );
      setValues(EMPTY);
      setErrors({});
      void queryClient.invalidateQueries();
      setFocusRequest({ field: 'isbn' });
    },
    onError: (error) => {
      const refusal = fieldErrorOf(error);
      const field = NEW_BOOK_FIELDS.find((name) => name === refusal?.field);
      if (refusal && field) {
        setErrors({ [field]: refusal.message });
        setFocusRequest({ field });
      }
    },
  });
  const busy = mutation.isPending;

  function focusField(field: NewBookField) {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  // A disabled field cannot take the focus: wait for the request to end.
  useEffect(() => {
    if (focusRequest && !busy) focusField(focusRequest.field);
  }, [focusRequest, busy]);

  const set = (field: NewBookField) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
  };

  /** The form's own checks, each field's message; the server checks the rest. */
  function check(): Partial<Record<NewBookField, string>> {
    const found: Partial<Record<NewBookField, string>> = {};
    if (isbnState(values.isbn) !== 'valid') found.isbn = t('bookshopArea.shelf.isbnInvalid');
    if (values.title.trim() === '') found.title = t('bookshopArea.shelf.required');
    if (authorsOf(values.authors).length === 0) found.authors = t('bookshopArea.shelf.required');
    if (values.publisher.trim() === '') found.publisher = t('bookshopArea.shelf.required');
    if (!INTEGER.test(values.year.trim())) found.year = t('bookshopArea.shelf.wholeNumber');
    if (!INTEGER.test(values.weightGrams.trim()))
      found.weightGrams = t('bookshopArea.shelf.wholeNumber');
    if (values.price.trim() === '') found.price = t('bookshopArea.shelf.required');
    if (!INTEGER.test(values.available.trim()))
      found.available = t('bookshopArea.shelf.wholeNumber');
    return found;
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    const first = NEW_BOOK_FIELDS.find((field) => found[field] !== undefined);
    if (first) return focusField(first);
    mutation.reset();
    mutation.mutate({
      isbn: values.isbn.trim(),
      title: values.title.trim(),
      authors: authorsOf(values.authors),
      publisher: values.publisher.trim(),
      year: Number(values.year.trim()),
      weightGrams: Number(values.weightGrams.trim()),
      price: amountFromInput(values.price),
      available: Number(values.available.trim()),
    });
  };

  const isbn = isbnState(values.isbn);
  const isbnHint =
    isbn === 'valid'
      ? t('bookshopArea.shelf.isbnValid')
      : isbn === 'invalid' || (isbn === 'partial' && values.isbn.replace(/\D/g, '').length >= 13)
        ? t('bookshopArea.shelf.isbnInvalid')
        : t('bookshopArea.shelf.isbnHint');
  // An error not on a field (a lost connection): said above the button.
  const otherError =
    mutation.isError && !fieldErrorOf(mutation.error)
      ? errorText(mutation.error, t('bookshopArea.actionError'))
      : null;

  const input = (
    field: NewBookField,
    label: string,
    options: { inputMode?: 'numeric' | 'decimal'; hint?: string } = {},
  ) => (
    <FieldShell label={label} hint={options.hint} error={errors[field]} required>
      {(control) => (
        <input
          {...control}
          name={field}
          value={values[field]}
          disabled={busy}
          inputMode={options.inputMode}
          autoComplete="off"
          onChange={(event) => set(field)(event.target.value)}
        />
      )}
    </FieldShell>
  );

  return (
    <section className="staff-card" aria-labelledby={`${id}-heading`} aria-busy={busy}>
      <h2 id={`${id}-heading`}>{t('bookshopArea.shelf.addHeading')}</h2>
      <form ref={formRef} className="staff-form staff-form--book" onSubmit={onSubmit} noValidate>
        {input('isbn', t('bookshopArea.shelf.isbn'), { inputMode: 'numeric', hint: isbnHint })}
        {input('title', t('bookshopArea.shelf.title'))}
        <FieldShell
          label={t('bookshopArea.shelf.authors')}
          hint={t('bookshopArea.shelf.authorsHint')}
          error={errors.authors}
          required
        >
          {(control) => (
            <textarea
              {...control}
              name="authors"
              rows={2}
              value={values.authors}
              disabled={busy}
              onChange={(event) => set('authors')(event.target.value)}
            />
          )}
        </FieldShell>
        {input('publisher', t('bookshopArea.shelf.publisher'))}
        {input('year', t('bookshopArea.shelf.year'), { inputMode: 'numeric' })}
        {input('weightGrams', t('bookshopArea.shelf.weight'), { inputMode: 'numeric' })}
        {input('price', t('bookshopArea.shelf.priceEur'), { inputMode: 'decimal' })}
        {input('available', t('bookshopArea.shelf.copies'), { inputMode: 'numeric' })}
        {otherError ? (
          <p className="form__alert" role="alert">
            {otherError}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button--primary" disabled={busy}>
            <BusyLabel busy={busy}>{t('bookshopArea.shelf.add')}</BusyLabel>
          </button>
        </div>
      </form>
    </section>
  );
}

/** The authors as typed, one a line (or separated by semicolons). */
function authorsOf(text: string): string[] {
  return text
    .split(/[\n;]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

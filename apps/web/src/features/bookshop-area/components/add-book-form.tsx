import { useEffect, useId, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { normaliseIsbn13 } from '@scaffale/domain/isbn';
import { BusyLabel } from '../../../components/forms/busy-label';
import { errorText, fieldErrorOf } from '../../../components/forms/error-text';
import { FieldShell } from '../../../components/forms/fields';
import type { Lang } from '../../../config/languages';
import type { Translate } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/use-translation';
import { formatEur } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { addBook, NEW_BOOK_FIELDS, type NewBook, type NewBookField } from '../api/add-book';
import { amountFromInput } from '../money-input';

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

/** The authors as typed, one a line (or separated by semicolons). */
function authorsOf(text: string): string[] {
  return text
    .split(/[\n;]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/**
 * The form's own checks, each field's message (all of them at once), and the book as the
 * wire carries it; the server checks the rest (the price's amount among them).
 */
function newBookSchema(t: Translate) {
  const required = t('bookshopArea.shelf.required');
  const wholeNumber = t('bookshopArea.shelf.wholeNumber');
  const filled = z.string().trim().min(1, required);
  const count = z.string().trim().regex(INTEGER, wholeNumber).transform(Number);
  return z.object({
    isbn: z
      .string()
      .refine((text) => isbnState(text) === 'valid', t('bookshopArea.shelf.isbnInvalid'))
      .transform((text) => text.trim()),
    title: filled,
    authors: z
      .string()
      .transform(authorsOf)
      .refine((names) => names.length > 0, required),
    publisher: filled,
    year: count,
    weightGrams: count,
    price: z
      .string()
      .refine((text) => text.trim() !== '', required)
      .transform(amountFromInput),
    available: count,
  }) satisfies z.ZodType<NewBook, Values>;
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
  const schema = useMemo(() => newBookSchema(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<Values, unknown, NewBook>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  // The field to focus once the form is enabled again (a new object for each request).
  const [focusRequest, setFocusRequest] = useState<{ field: NewBookField } | null>(null);
  const mutation = useMutation({
    mutationFn: (book: NewBook) => addBook(book),
    onSuccess: (book) => {
      toast.success(
        t('bookshopArea.shelf.added', { title: book.title, price: formatEur(book.price, lang) }),
      );
      reset(EMPTY);
      void queryClient.invalidateQueries();
      setFocusRequest({ field: 'isbn' });
    },
    onError: (error) => {
      const refusal = fieldErrorOf(error);
      const field = NEW_BOOK_FIELDS.find((name) => name === refusal?.field);
      if (refusal && field) {
        setError(field, { type: 'server', message: refusal.message });
        setFocusRequest({ field });
      }
    },
  });
  const busy = mutation.isPending;

  // A disabled field cannot take the focus: wait for the request to end.
  useEffect(() => {
    if (focusRequest && !busy) setFocus(focusRequest.field);
  }, [focusRequest, busy, setFocus]);

  const onSubmit = handleSubmit((book) => {
    mutation.reset();
    mutation.mutate(book);
  });

  const typed = watch('isbn');
  const isbn = isbnState(typed);
  const isbnHint =
    isbn === 'valid'
      ? t('bookshopArea.shelf.isbnValid')
      : isbn === 'invalid' || (isbn === 'partial' && typed.replace(/\D/g, '').length >= 13)
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
    <FieldShell label={label} hint={options.hint} error={errors[field]?.message} required>
      {(control) => (
        <input
          {...control}
          disabled={busy}
          inputMode={options.inputMode}
          autoComplete="off"
          {...register(field)}
        />
      )}
    </FieldShell>
  );

  return (
    <section className="staff-card" aria-labelledby={`${id}-heading`} aria-busy={busy}>
      <h2 id={`${id}-heading`}>{t('bookshopArea.shelf.addHeading')}</h2>
      <form
        className="staff-form staff-form--book"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        {input('isbn', t('bookshopArea.shelf.isbn'), { inputMode: 'numeric', hint: isbnHint })}
        {input('title', t('bookshopArea.shelf.title'))}
        <FieldShell
          label={t('bookshopArea.shelf.authors')}
          hint={t('bookshopArea.shelf.authorsHint')}
          error={errors.authors?.message}
          required
        >
          {(control) => <textarea {...control} rows={2} disabled={busy} {...register('authors')} />}
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

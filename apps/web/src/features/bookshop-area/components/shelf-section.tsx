import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '../../../config/languages';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { formatEur } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useShelf, type ShelfBook } from '../api/get-shelf';
import { setBookPriceFacts, setDiscount } from '../api/book-price';
import { setPrice } from '../api/set-price';
import { setStock } from '../api/shelf';
import { errorText } from '../../../components/forms/error-text';
import { amountForInput, amountFromInput } from '../money-input';
import { BusyLabel } from '../../../components/forms/busy-label';
import { FieldShell, type FieldControl } from '../../../components/forms/fields';
import { firstProblemResolver } from '../../../components/forms/first-problem';
import type { Translate } from '../../../i18n/translate';
import { Pager } from './pager';
import { ScrollRegion } from './scroll-region';
import { SearchField } from './search-field';

/** The server's answer to a change of the shelf, beside the field it changed. */
function refusalOf(error: unknown, t: Translate) {
  return { type: 'server', message: errorText(error, t('bookshopArea.actionError')) } as const;
}

/**
 * A change of one of a row's values, in place: its field (labelled for screen readers, its
 * error said beside it) and its button, which names the book.
 */
function InlineForm({
  busy,
  onSubmit,
  label,
  inputClassName,
  error,
  submit,
  title,
  children,
}: {
  busy: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  label: string;
  inputClassName: string;
  error: string | undefined;
  submit: string;
  title: string;
  children: (control: FieldControl) => ReactNode;
}) {
  return (
    <form
      className="staff-shelf__inline"
      aria-busy={busy}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <FieldShell label={label} labelHidden inputClassName={inputClassName} error={error} announce>
        {children}
      </FieldShell>
      <button type="submit" className="button staff-button--secondary" aria-disabled={busy}>
        <BusyLabel busy={busy}>{submit}</BusyLabel>
        <span className="visually-hidden"> {title}</span>
      </button>
    </form>
  );
}

// While a change is saved its field and button stay where the keyboard is (read-only and
// aria-disabled, not disabled, which would drop the focus); a second submit waits.

/** A book's price, changed in place; the server judges the amount. */
function PriceForm({ book, lang }: { book: ShelfBook; lang: Lang }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ price: string }>({
    defaultValues: { price: amountForInput(book.price, lang) },
    reValidateMode: 'onSubmit',
  });
  const mutation = useMutation({
    mutationFn: (value: string) => setPrice(book.id, value),
    onSuccess: (saved) => {
      toast.success(
        t('bookshopArea.shelf.priceSaved', {
          title: saved.title,
          price: formatEur(saved.price, lang),
        }),
      );
      reset({ price: amountForInput(saved.price, lang) });
      // Every cart, total and page showing the book reads it again.
      void queryClient.invalidateQueries();
    },
    onError: (error) => setError('price', refusalOf(error, t)),
  });
  const onSubmit = handleSubmit(({ price }) => {
    if (mutation.isPending) return;
    mutation.mutate(amountFromInput(price));
  });
  return (
    <InlineForm
      busy={mutation.isPending}
      onSubmit={onSubmit}
      label={t('bookshopArea.shelf.priceOf', { title: book.title })}
      inputClassName="staff-shelf__amount"
      error={errors.price?.message}
      submit={t('bookshopArea.shelf.savePrice')}
      title={book.title}
    >
      {(control) => (
        <input
          {...control}
          inputMode="decimal"
          readOnly={mutation.isPending}
          {...register('price')}
        />
      )}
    </InlineForm>
  );
}

/**
 * A whole number of a book's, changed in place (its copies on sale, its discount): checked
 * here for its form, judged by the server, whose refusal is said beside the field.
 */
function WholeNumberForm<T extends { title: string }>({
  book,
  initial,
  max,
  invalid,
  label,
  submit,
  save,
  saved,
}: {
  book: ShelfBook;
  initial: number;
  max?: number;
  invalid: string;
  label: string;
  submit: string;
  save: (value: number) => Promise<T>;
  saved: (answer: T) => string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const schema = useMemo(
    () =>
      z.object({
        value: z
          .string()
          .trim()
          .regex(/^\d+$/, invalid)
          .transform(Number)
          .refine((n) => max === undefined || n <= 100, invalid),
      }),
    [invalid, max],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: firstProblemResolver(schema),
    defaultValues: { value: String(initial) },
    reValidateMode: 'onSubmit',
  });
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (answer) => {
      toast.success(saved(answer));
      void queryClient.invalidateQueries();
    },
    onError: (error) => setError('value', refusalOf(error, t)),
  });
  const onSubmit = handleSubmit(({ value }) => {
    if (mutation.isPending) return;
    mutation.mutate(value);
  });
  return (
    <InlineForm
      busy={mutation.isPending}
      onSubmit={onSubmit}
      label={label}
      inputClassName="staff-shelf__count"
      error={errors.value?.message}
      submit={submit}
      title={book.title}
    >
      {(control) => (
        <input
          {...control}
          type="number"
          min={0}
          max={max}
          step={1}
          readOnly={mutation.isPending}
          {...register('value')}
        />
      )}
    </InlineForm>
  );
}

/** A book's copies on sale: a whole number, 0 or more. */
function CopiesForm({ book }: { book: ShelfBook }) {
  const { t } = useTranslation();
  return (
    <WholeNumberForm
      book={book}
      initial={book.available}
      invalid={t('bookshopArea.shelf.copiesInvalid')}
      label={t('bookshopArea.shelf.copiesOf', { title: book.title })}
      submit={t('bookshopArea.shelf.saveCopies')}
      save={(available) => setStock(book.id, available)}
      saved={(answer) =>
        t('bookshopArea.stock.saved', { title: answer.title, count: answer.available })
      }
    />
  );
}

/**
 * A book's own discount: a whole percent up to the cap the book-price law sets on the copy
 * (said under the field; the server refuses more, naming the law).
 */
function DiscountForm({ book }: { book: ShelfBook }) {
  const { t } = useTranslation();
  return (
    <>
      <WholeNumberForm
        book={book}
        initial={book.discount}
        max={book.maxDiscountPercent}
        invalid={t('bookshopArea.shelf.discountInvalid')}
        label={t('bookshopArea.shelf.discountOf', { title: book.title })}
        submit={t('bookshopArea.shelf.saveDiscount')}
        save={(percent) => setDiscount(book.id, percent)}
        saved={(answer) =>
          t('bookshopArea.shelf.discountSaved', { title: answer.title, percent: answer.discount })
        }
      />
      <span className="staff-shelf__authors">
        {t('bookshopArea.shelf.discountCap', { max: book.maxDiscountPercent })}
      </span>
    </>
  );
}

/** Whether the copy is a school textbook or out of print: saved as soon as it is ticked. */
function PriceLawFacts({ book }: { book: ShelfBook }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (facts: { textbook: boolean; outOfPrint: boolean }) =>
      setBookPriceFacts(book.id, facts),
    onSuccess: (saved) => {
      toast.success(
        t('bookshopArea.shelf.lawSaved', { title: saved.title, max: saved.maxDiscountPercent }),
      );
      void queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(errorText(error, t('bookshopArea.actionError'))),
  });
  if (book.condition === 'USED') return <span>{t('bookshopArea.shelf.used')}</span>;
  const facts = { textbook: book.textbook, outOfPrint: book.outOfPrint };
  const toggle = (key: keyof typeof facts) => {
    if (mutation.isPending) return;
    mutation.mutate({ ...facts, [key]: !facts[key] });
  };
  return (
    <div className="staff-shelf__law" aria-busy={mutation.isPending}>
      <label>
        <input
          type="checkbox"
          checked={book.textbook}
          aria-label={t('bookshopArea.shelf.textbookOf', { title: book.title })}
          onChange={() => toggle('textbook')}
        />{' '}
        {t('bookshopArea.shelf.textbook')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={book.outOfPrint}
          aria-label={t('bookshopArea.shelf.outOfPrintOf', { title: book.title })}
          onChange={() => toggle('outOfPrint')}
        />{' '}
        {t('bookshopArea.shelf.outOfPrint')}
      </label>
    </div>
  );
}

/**
 * One book of the shelf: its price, discount and copies on sale, each changed in place, what
 * decides its cap under the book-price law, and the copies its unpaid and unconfirmed orders
 * hold.
 */
function ShelfRow({ book, lang }: { book: ShelfBook; lang: Lang }) {
  return (
    <tr>
      <th scope="row" className="staff-lines__title">
        <Link to={paths.product(book.cssClass, book.slug, book.id)}>{book.title}</Link>
        {book.authors.length > 0 ? (
          <span className="staff-shelf__authors">{book.authors.join(', ')}</span>
        ) : null}
      </th>
      <td>{book.isbn ?? '—'}</td>
      <td>
        <PriceForm book={book} lang={lang} />
      </td>
      <td>
        <DiscountForm book={book} />
      </td>
      <td>
        <PriceLawFacts book={book} />
      </td>
      <td>
        <CopiesForm book={book} />
      </td>
      <td className="staff-lines__number">{book.reserved}</td>
    </tr>
  );
}

/** The bookshop's books: searched by title, author or ISBN, price and copies set in place. */
export function ShelfSection({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, isFetching, refetch } = useShelf(search, page);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim());
    setPage(1);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  let results;
  if (isPending) {
    results = (
      <div className="staff-area__status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('bookshopArea.shelf.loading')}</span>
      </div>
    );
  } else if (isError) {
    results = (
      <div className="staff-area__status" role="alert">
        <p>{errorText(error, t('bookshopArea.actionError'))}</p>
        <button className="button button--primary" type="button" onClick={() => void refetch()}>
          {t('bookshopArea.retry')}
        </button>
      </div>
    );
  } else if (data.items.length === 0) {
    results = <p className="staff-area__status">{t('bookshopArea.shelf.empty')}</p>;
  } else {
    results = (
      <>
        <p className="staff-card__status" role="status">
          {t('bookshopArea.shelf.found', { count: data.total })}
        </p>
        <p className="field__hint" id={`${id}-reserved-note`}>
          {t('bookshopArea.shelf.reservedNote')}
        </p>
        <ScrollRegion labelledBy={`${id}-caption`}>
          <table className="staff-lines staff-shelf" aria-describedby={`${id}-reserved-note`}>
            <caption id={`${id}-caption`} className="visually-hidden">
              {t('bookshopArea.shelf.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('bookshopArea.shelf.title')}</th>
                <th scope="col">{t('bookshopArea.shelf.isbn')}</th>
                <th scope="col">{t('bookshopArea.shelf.price')}</th>
                <th scope="col">{t('bookshopArea.shelf.discount')}</th>
                <th scope="col">{t('bookshopArea.shelf.law')}</th>
                <th scope="col">{t('bookshopArea.shelf.onSale')}</th>
                <th scope="col" className="staff-lines__number">
                  {t('bookshopArea.shelf.reserved')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((book) => (
                <ShelfRow key={book.id} book={book} lang={lang} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <Pager
          page={page}
          pages={pages}
          onPage={setPage}
          words={{
            label: t('bookshopArea.shelf.pages'),
            previous: t('bookshopArea.shelf.previous'),
            next: t('bookshopArea.shelf.next'),
            position: t('bookshopArea.shelf.pageOf', { page: data.page, pages }),
          }}
        />
      </>
    );
  }

  return (
    <section className="staff-card" aria-labelledby={`${id}-heading`} aria-busy={isFetching}>
      <h2 id={`${id}-heading`}>{t('bookshopArea.shelf.heading')}</h2>
      <form className="staff-form staff-form--inline" role="search" onSubmit={onSearch}>
        <SearchField
          id={`${id}-search`}
          label={t('bookshopArea.shelf.searchLabel')}
          value={text}
          onChange={setText}
        />
        <button type="submit" className="button button--primary">
          {t('bookshopArea.shelf.search')}
        </button>
      </form>
      {results}
    </section>
  );
}

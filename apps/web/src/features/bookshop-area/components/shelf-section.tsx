import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '../../../config/languages';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { formatEur } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useShelf, type ShelfBook } from '../api/get-shelf';
import { setPrice } from '../api/set-price';
import { setStock } from '../api/shelf';
import { errorText } from '../../../components/forms/error-text';
import { amountForInput, amountFromInput } from '../money-input';
import { BusyLabel } from '../../../components/forms/busy-label';
import { Pager } from './pager';
import { ScrollRegion } from './scroll-region';
import { SearchField } from './search-field';

/**
 * One book of the shelf: its price and its copies on sale, each changed in place, and the
 * copies its unpaid and unconfirmed orders hold.
 */
function ShelfRow({ book, lang }: { book: ShelfBook; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [price, setPriceText] = useState(amountForInput(book.price, lang));
  const [copies, setCopies] = useState(String(book.available));
  // Every cart, total and page showing the book reads it again.
  const refresh = () => void queryClient.invalidateQueries();
  const priceMutation = useMutation({
    mutationFn: (value: string) => setPrice(book.id, value),
    onSuccess: (saved) => {
      toast.success(
        t('bookshopArea.shelf.priceSaved', {
          title: saved.title,
          price: formatEur(saved.price, lang),
        }),
      );
      setPriceText(amountForInput(saved.price, lang));
      refresh();
    },
  });
  const stockMutation = useMutation({
    mutationFn: (available: number) => setStock(book.id, available),
    onSuccess: (saved) => {
      toast.success(t('bookshopArea.stock.saved', { title: saved.title, count: saved.available }));
      refresh();
    },
  });
  const [stockInvalid, setStockInvalid] = useState(false);

  // While a change is saved its field and button stay where the keyboard is (read-only and
  // aria-disabled, not disabled, which would drop the focus); a second submit waits.
  const onPrice = (event: FormEvent) => {
    event.preventDefault();
    if (priceMutation.isPending) return;
    priceMutation.reset();
    priceMutation.mutate(amountFromInput(price));
  };
  const onStock = (event: FormEvent) => {
    event.preventDefault();
    if (stockMutation.isPending) return;
    const ok = /^\d+$/.test(copies.trim());
    setStockInvalid(!ok);
    if (!ok) return;
    stockMutation.reset();
    stockMutation.mutate(Number(copies.trim()));
  };
  const priceError = priceMutation.isError
    ? errorText(priceMutation.error, t('bookshopArea.actionError'))
    : null;
  const stockError = stockInvalid
    ? t('bookshopArea.shelf.copiesInvalid')
    : stockMutation.isError
      ? errorText(stockMutation.error, t('bookshopArea.actionError'))
      : null;

  return (
    <tr aria-busy={priceMutation.isPending || stockMutation.isPending}>
      <th scope="row" className="staff-lines__title">
        <Link to={paths.product(book.cssClass, book.slug, book.id)}>{book.title}</Link>
        {book.authors.length > 0 ? (
          <span className="staff-shelf__authors">{book.authors.join(', ')}</span>
        ) : null}
      </th>
      <td>{book.isbn ?? '—'}</td>
      <td>
        <form className="staff-shelf__inline" onSubmit={onPrice} noValidate>
          <label className="visually-hidden" htmlFor={`${id}-price`}>
            {t('bookshopArea.shelf.priceOf', { title: book.title })}
          </label>
          <input
            id={`${id}-price`}
            className="field__input staff-shelf__amount"
            inputMode="decimal"
            value={price}
            readOnly={priceMutation.isPending}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? `${id}-price-error` : undefined}
            onChange={(event) => setPriceText(event.target.value)}
          />
          <button
            type="submit"
            className="button staff-button--secondary"
            aria-disabled={priceMutation.isPending}
          >
            <BusyLabel busy={priceMutation.isPending}>
              {t('bookshopArea.shelf.savePrice')}
            </BusyLabel>
            <span className="visually-hidden"> {book.title}</span>
          </button>
          {priceError ? (
            <p className="field__error" id={`${id}-price-error`} role="alert">
              {priceError}
            </p>
          ) : null}
        </form>
      </td>
      <td>
        <form className="staff-shelf__inline" onSubmit={onStock} noValidate>
          <label className="visually-hidden" htmlFor={`${id}-copies`}>
            {t('bookshopArea.shelf.copiesOf', { title: book.title })}
          </label>
          <input
            id={`${id}-copies`}
            className="field__input staff-shelf__count"
            type="number"
            min={0}
            step={1}
            value={copies}
            readOnly={stockMutation.isPending}
            aria-invalid={stockError ? true : undefined}
            aria-describedby={stockError ? `${id}-copies-error` : undefined}
            onChange={(event) => setCopies(event.target.value)}
          />
          <button
            type="submit"
            className="button staff-button--secondary"
            aria-disabled={stockMutation.isPending}
          >
            <BusyLabel busy={stockMutation.isPending}>
              {t('bookshopArea.shelf.saveCopies')}
            </BusyLabel>
            <span className="visually-hidden"> {book.title}</span>
          </button>
          {stockError ? (
            <p className="field__error" id={`${id}-copies-error`} role="alert">
              {stockError}
            </p>
          ) : null}
        </form>
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

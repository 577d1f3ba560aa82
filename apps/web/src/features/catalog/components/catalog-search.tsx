import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Bookshop } from '../../../lib/catalog';

/**
 * The catalogue's search: title or author, applied on submit, and the bookshop filter,
 * applied as soon as it changes (it only narrows the list below; nothing else moves).
 */
export function CatalogSearch({
  search,
  bookshopId,
  bookshops,
  onSearch,
  onBookshopChange,
}: {
  search: string;
  bookshopId: string | null;
  bookshops: readonly Bookshop[] | undefined;
  onSearch: (search: string) => void;
  onBookshopChange: (bookshopId: string | null) => void;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const bookshopSelectId = useId();
  const [text, setText] = useState(search);
  // Back and forward change the URL's search: the box follows it.
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setText(search);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form
      className="catalog-search"
      role="search"
      aria-label={t('catalog.searchRegion')}
      onSubmit={onSubmit}
    >
      <div className="catalog-search__field catalog-search__field--grow">
        <label className="field__label" htmlFor={searchId}>
          {t('catalog.searchLabel')}
        </label>
        <div className="catalog-search__row">
          <input
            id={searchId}
            className="field__input"
            type="search"
            name="q"
            value={text}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
          <button className="button button--primary" type="submit">
            {t('catalog.searchSubmit')}
          </button>
        </div>
      </div>
      <div className="catalog-search__field">
        <label className="field__label" htmlFor={bookshopSelectId}>
          {t('catalog.bookshopFilter')}
        </label>
        <select
          id={bookshopSelectId}
          className="field__input"
          name="bookshop"
          value={bookshopId ?? ''}
          onChange={(event) => onBookshopChange(event.target.value || null)}
        >
          <option value="">{t('catalog.allBookshops')}</option>
          {(bookshops ?? []).map((bookshop) => (
            <option key={bookshop.id} value={bookshop.id}>
              {bookshop.name} ({bookshop.city})
            </option>
          ))}
          {/* A bookshop in the URL before the list has arrived keeps its place. */}
          {bookshopId !== null && !bookshops?.some((b) => b.id === bookshopId) ? (
            <option value={bookshopId}>{bookshopId}</option>
          ) : null}
        </select>
      </div>
    </form>
  );
}

import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useLang } from '../../../i18n/use-lang';
import { useTranslation } from '../../../i18n/use-translation';
import {
  BOOK_LANGUAGES,
  bookSearchQuery,
  CONDITION_NAMES,
  parseBookSearch,
  SEARCH_KEYS,
  SORT_NAMES,
  type BookSearch,
} from '../search-query';

/** A price from the URL ('12.5') as the field shows it: '12,5' where the comma is the mark. */
function priceField(decimal: string | null, lang: string): string {
  if (decimal === null) return '';
  return lang === 'en' ? decimal : decimal.replace('.', ',');
}

/**
 * The search's words, filters and order: a GET form whose field names are the query string's,
 * so it works as it is without a script. With the app running it goes to the same address,
 * written without the empty fields, and starts again from the first page.
 */
export function SearchFilters({ search }: { search: BookSearch }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const id = useId();
  const languageNames = new Intl.DisplayNames([lang], { type: 'language' });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') fields.append(key, value);
    }
    void navigate(paths.search(lang, bookSearchQuery({ ...parseBookSearch(fields), page: 1 })));
  };

  // Keyed by the search: back and forward, or a new search from the header, refill the form.
  return (
    <form
      key={bookSearchQuery(search)}
      className="book-filters"
      method="get"
      action={paths.search(lang)}
      aria-label={t('books.filters.label')}
      onSubmit={onSubmit}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-q`}>
          {t('books.filters.query')}
        </label>
        <input
          id={`${id}-q`}
          className="field__input"
          type="search"
          name={SEARCH_KEYS.query}
          defaultValue={search.query}
          maxLength={100}
          autoComplete="off"
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-sort`}>
          {t('books.filters.sort')}
        </label>
        <select
          id={`${id}-sort`}
          className="field__input"
          name={SEARCH_KEYS.sort}
          defaultValue={search.sort}
        >
          {SORT_NAMES.map((sort) => (
            <option key={sort} value={sort}>
              {t(`books.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-language`}>
          {t('books.filters.language')}
        </label>
        <select
          id={`${id}-language`}
          className="field__input"
          name={SEARCH_KEYS.language}
          defaultValue={search.language ?? ''}
        >
          <option value="">{t('books.filters.any')}</option>
          {BOOK_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageNames.of(code) ?? code}
            </option>
          ))}
          {search.language !== null &&
          !(BOOK_LANGUAGES as readonly string[]).includes(search.language) ? (
            <option value={search.language}>
              {languageNames.of(search.language) ?? search.language}
            </option>
          ) : null}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-condition`}>
          {t('books.filters.condition')}
        </label>
        <select
          id={`${id}-condition`}
          className="field__input"
          name={SEARCH_KEYS.condition}
          defaultValue={search.condition ?? ''}
        >
          <option value="">{t('books.filters.any')}</option>
          {CONDITION_NAMES.map((condition) => (
            <option key={condition} value={condition}>
              {t(`offers.condition.${condition}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-publisher`}>
          {t('books.filters.publisher')}
        </label>
        <input
          id={`${id}-publisher`}
          className="field__input"
          type="text"
          name={SEARCH_KEYS.publisher}
          defaultValue={search.publisher ?? ''}
          maxLength={100}
        />
      </div>
      <fieldset>
        <legend>{t('books.filters.year')}</legend>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-yearFrom`}>
            {t('books.filters.from')}
          </label>
          <input
            id={`${id}-yearFrom`}
            className="field__input"
            type="text"
            inputMode="numeric"
            pattern="[0-9]{1,4}"
            name={SEARCH_KEYS.yearFrom}
            defaultValue={search.yearFrom ?? ''}
            maxLength={4}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-yearTo`}>
            {t('books.filters.to')}
          </label>
          <input
            id={`${id}-yearTo`}
            className="field__input"
            type="text"
            inputMode="numeric"
            pattern="[0-9]{1,4}"
            name={SEARCH_KEYS.yearTo}
            defaultValue={search.yearTo ?? ''}
            maxLength={4}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('books.filters.price')}</legend>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-priceFrom`}>
            {t('books.filters.from')}
          </label>
          <input
            id={`${id}-priceFrom`}
            className="field__input"
            type="text"
            inputMode="decimal"
            name={SEARCH_KEYS.priceFrom}
            defaultValue={priceField(search.priceFrom, lang)}
            maxLength={10}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-priceTo`}>
            {t('books.filters.to')}
          </label>
          <input
            id={`${id}-priceTo`}
            className="field__input"
            type="text"
            inputMode="decimal"
            name={SEARCH_KEYS.priceTo}
            defaultValue={priceField(search.priceTo, lang)}
            maxLength={10}
          />
        </div>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-pickupCity`}>
          {t('books.filters.pickupCity')}
        </label>
        <input
          id={`${id}-pickupCity`}
          className="field__input"
          type="text"
          name={SEARCH_KEYS.pickupCity}
          defaultValue={search.pickupCity ?? ''}
          maxLength={100}
        />
      </div>
      <div className="book-filters__check">
        <input
          id={`${id}-inStock`}
          type="checkbox"
          name={SEARCH_KEYS.inStock}
          value="1"
          defaultChecked={search.inStock}
        />
        <label htmlFor={`${id}-inStock`}>{t('books.filters.inStock')}</label>
      </div>
      <button className="button button--primary" type="submit">
        {t('books.filters.apply')}
      </button>
    </form>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Lang } from '../../../config/languages';
import { paths } from '../../../config/paths';
import { useLang } from '../../../i18n/use-lang';
import { useTranslation } from '../../../i18n/use-translation';
import {
  SUGGEST_MIN_LENGTH,
  suggestBooksQueryOptions,
  type Suggestion,
} from '../api/suggest-books';
import { nextActiveIndex, type ComboboxKey } from './combobox-keys';

/**
 * The results page's field for the words (search-query.ts's `q`), written here rather than
 * imported: the header's chunk, which every page loads, stays apart from the results page's.
 */
export const QUERY_FIELD = 'q';

/** The results page of some words: `/{lang}/cerca/?q=…`, or the bare page for none. */
export function searchAddress(lang: Lang, words: string): string {
  const query = words.trim();
  return paths.search(
    lang,
    query ? `?${new URLSearchParams({ [QUERY_FIELD]: query }).toString()}` : '',
  );
}

/** How long typing must pause before the suggestions are asked for. */
const DEBOUNCE_MS = 200;

/**
 * The header's search box as a combobox (WAI-ARIA 1.2, list autocomplete): as the reader
 * types, up to 8 books show in a listbox; Down and Up move through them, Enter opens the one
 * chosen (or, with none chosen, submits the form to the results page), Escape closes the list,
 * or empties the box when it is closed. A polite live region says how many books are
 * suggested.
 */
export function SearchCombobox({
  inputId,
  labelId,
  name,
  placeholder,
}: {
  inputId: string;
  /** The box's label, which names the list of suggestions too. */
  labelId: string;
  name: string;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const listboxId = useId();
  const [value, setValue] = useState('');
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const asked = debounced.length >= SUGGEST_MIN_LENGTH;
  const { data, isFetching } = useQuery({
    ...suggestBooksQueryOptions(debounced),
    enabled: asked,
    // The list stays while the next words' suggestions load, rather than blinking shut.
    placeholderData: keepPreviousData,
  });
  const suggestions: readonly Suggestion[] = asked && data ? data : [];
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    void navigate(
      suggestion.isbn ? paths.book(lang, suggestion.isbn) : searchAddress(lang, suggestion.title),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key as ComboboxKey;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive(nextActiveIndex(expanded ? activeIndex : -1, key, suggestions.length));
    } else if (key === 'Enter') {
      const chosen = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
      // No book chosen: the form submits the words to the results page.
      if (chosen === undefined) return;
      event.preventDefault();
      choose(chosen);
    } else if (key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else {
        setValue('');
      }
    }
  };

  let announcement = '';
  if (open && asked && !isFetching && data !== undefined) {
    announcement =
      suggestions.length === 0
        ? t('header.search.noSuggestions')
        : t('header.search.suggestions', { count: suggestions.length });
  }

  return (
    <div className="search-combobox">
      <input
        id={inputId}
        className="header-search__input"
        type="text"
        name={name}
        value={value}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      <ul
        id={listboxId}
        className="search-combobox__listbox"
        role="listbox"
        aria-labelledby={labelId}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.isbn ?? `${suggestion.title}-${index}`}
            id={optionId(index)}
            className="search-combobox__option"
            role="option"
            aria-selected={index === activeIndex}
            // Keeps the focus in the box, so the click below still finds the list open.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            <span className="search-combobox__title">{suggestion.title}</span>
            <span className="search-combobox__meta">
              {[suggestion.authors.join(', '), suggestion.year]
                .filter((part) => part !== null && part !== '')
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

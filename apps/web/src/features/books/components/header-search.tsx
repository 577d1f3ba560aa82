import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useLang } from '../../../i18n/use-lang';
import { useTranslation } from '../../../i18n/use-translation';
import { SearchCombobox, searchAddress, QUERY_FIELD } from './search-combobox';

/**
 * The header's book search: a GET form to the results page (`/{lang}/cerca/?q=…`), whose
 * field is the results page's own, so the browser can submit it as it is; with the app
 * running, the results open without a full page load. Its box suggests books as one types.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get(QUERY_FIELD);
    void navigate(searchAddress(lang, typeof words === 'string' ? words : ''));
  };

  return (
    <form
      className="header-search"
      role="search"
      aria-label={t('header.search.label')}
      method="get"
      action={paths.search(lang)}
      onSubmit={onSubmit}
    >
      <label className="visually-hidden" id={`${inputId}-label`} htmlFor={inputId}>
        {t('header.search.label')}
      </label>
      <div className="header-search__field">
        <SearchCombobox
          inputId={inputId}
          labelId={`${inputId}-label`}
          name={QUERY_FIELD}
          placeholder={t('header.search.placeholder')}
        />
      </div>
      <button className="header-search__submit" type="submit">
        {t('header.search.submit')}
      </button>
    </form>
  );
}

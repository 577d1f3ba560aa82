import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { isLang, LANGUAGES } from '../config/languages';
import { pathLanguage, translatePath } from '../config/paths';
import { changeLanguage } from '../i18n/index';
import { useLang } from '../i18n/use-lang';

/**
 * The language select of the header: stores the choice in the `user_language` cookie,
 * switches the app's strings and, on a `/{lang}/…` page, opens the same page in the new
 * language.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLang(next) || next === lang) return;
    await changeLanguage(next);
    if (pathLanguage(pathname) !== null) {
      await navigate(`${translatePath(pathname, next)}${search}${hash}`);
    }
  };

  return (
    <div className="language-switcher">
      <label className="language-switcher__label" htmlFor={id}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={lang}
        onChange={(event) => void onChange(event)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.names.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

import { useId, useRef, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { isLang, LANGUAGES, type Lang } from '../config/languages';
import { pathLanguage, translatePath } from '../config/paths';
import { userEmailQueryOptions } from '../lib/user-email';
import { saveLanguage } from '../features/auth/api/save-language';
import { changeLanguage, currentTranslation } from '../i18n/index';
import { useLang } from '../i18n/use-lang';
import { toast } from '../lib/toast';

/**
 * The language select of the header: stores the choice in the `user_language` cookie (and,
 * for a logged-in buyer, on the account, so the next login applies it), switches the app's
 * strings and, on a `/{lang}/…` page, opens the same page in the new language.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search, hash } = useLocation();
  // Saves one after the other, so that the account keeps the last choice of quick changes.
  const saves = useRef<Promise<void>>(Promise.resolve());

  /** A guest's choice lives in the cookie only: the server would refuse it (401). */
  const saveOnAccount = async (next: Lang) => {
    const email = await queryClient.ensureQueryData(userEmailQueryOptions());
    if (email === null) return;
    try {
      await saveLanguage(next);
    } catch (error) {
      console.warn('Language not saved on the account', error);
      // In the language just chosen, not the one this handler was rendered in.
      toast.error(currentTranslation().t('language.saveFailed'));
    }
  };

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLang(next) || next === lang) return;
    const saving = saves.current
      .then(() => saveOnAccount(next))
      .catch((error: unknown) =>
        console.warn('Login state unknown: language not saved on the account', error),
      );
    saves.current = saving;
    await changeLanguage(next);
    if (pathLanguage(pathname) !== null) {
      await navigate(`${translatePath(pathname, next)}${search}${hash}`);
    }
    await saving;
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

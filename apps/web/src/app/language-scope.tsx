import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { isLang, type Lang } from '../config/languages';
import { changeLanguage } from '../i18n/index';
import { NotFoundPage } from './not-found-page';

function SyncLanguage({ lang }: { lang: Lang }) {
  // A `/{lang}/…` URL sets the language: the cookie for the server, the strings for the page.
  // Only a change of the URL's language triggers this, so the header's switcher can load
  // the new strings before it navigates without being undone here.
  useEffect(() => {
    changeLanguage(lang).catch((error: unknown) => console.warn('Language change failed', error));
  }, [lang]);
  return <Outlet />;
}

/** The `/:lang` route: a supported language, or a page that does not exist. */
export function LanguageScope() {
  const { lang } = useParams();
  if (!isLang(lang)) return <NotFoundPage />;
  return <SyncLanguage lang={lang} />;
}

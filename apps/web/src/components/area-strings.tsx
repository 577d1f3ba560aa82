import { useEffect, useState, type ReactNode } from 'react';
import { holdAreaStrings, loadAreaStrings } from '../i18n/index';
import { useTranslation } from '../i18n/use-translation';

/**
 * Shows an area page (the bookshop staff's, the administration, the buyer's account pages)
 * once the area strings of the language shown are in: they live in a file of their own
 * (i18n/areas/), which the shop's pages never download. Usually they are in already (the
 * route starts loading them with the page's code); otherwise a spinner shows while they
 * load, and a retry should they fail after the loader's own retries.
 */
export function AreaStrings({ children }: { children: ReactNode }) {
  const { t, lang, areas } = useTranslation();
  const [failed, setFailed] = useState<boolean>(false);
  const [attempt, setAttempt] = useState(0);

  // While the page is on screen a language change brings the area strings with the shop's.
  useEffect(() => holdAreaStrings(), []);

  useEffect(() => {
    if (areas) return;
    let current = true;
    loadAreaStrings(lang).catch((error: unknown) => {
      console.warn('Area strings failed to load', error);
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [areas, lang, attempt]);

  if (areas) return <>{children}</>;
  if (failed) {
    return (
      <div className="page page--message" role="alert">
        <p>{t('errors.pageText')}</p>
        <p>
          <button
            className="button button--primary"
            type="button"
            onClick={() => {
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            {t('errors.retry')}
          </button>
        </p>
      </div>
    );
  }
  return (
    <div className="app-loading" role="status">
      <span className="spinner spinner--dark" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { preloadPage } from './app/router';
import { pathLanguage } from './config/paths';
import { initI18n, preferredLanguage, rememberLanguage } from './i18n/index';
import './styles.css';

// The URL's language wins (a `/{lang}/…` page), then the cookie, the browser, Italian.
const urlLang = pathLanguage(window.location.pathname);
// Store it before the first request, so the server answers (banners, messages) in it too.
if (urlLang) rememberLanguage(urlLang);
const lang = urlLang ?? preferredLanguage();

function render(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds rather
  // than holding the main thread for the whole page (Lighthouse's blocking time,
  // docs/spec/quality.md §2).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders />
      </StrictMode>,
    ),
  );
}

// The page's code and first data download while its strings do; the app renders once both
// the strings and the page's code are in, so the page shows without a Suspense fallback.
const pageCode = preloadPage(window.location.pathname, lang);
const strings = initI18n(lang).catch((error: unknown) =>
  console.error('Translations failed to load', error),
);
void Promise.all([pageCode, strings]).finally(render);

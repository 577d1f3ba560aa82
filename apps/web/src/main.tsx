import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { queryClient } from './app/query-client';
import { preloadPage } from './app/router';
import { pathLanguage } from './config/paths';
import { initI18n, preferredLanguage, rememberLanguage } from './i18n/index';
import './styles.css';

// The URL's language wins (a `/{lang}/…` page), then the cookie, the browser, Italian.
const urlLang = pathLanguage(window.location.pathname);
// Store it before the first request, so the server answers (banners, messages) in it too.
if (urlLang) rememberLanguage(urlLang);
const lang = urlLang ?? preferredLanguage();

// A public page the server rendered (docs/spec/server-rendering.md): the query data it was
// rendered with, [key, data] pairs, goes into the cache before anything asks for it.
const rendered = document.getElementById('ssr-data');
if (rendered) {
  for (const [key, data] of JSON.parse(rendered.textContent) as [unknown[], unknown][]) {
    queryClient.setQueryData(key, data);
  }
}

function render(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <AppProviders />
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds rather
  // than holding the main thread for the whole page (Lighthouse's blocking time,
  // docs/spec/quality.md §2).
  startTransition(() => {
    if (rendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// The page's code and first data download while its strings do; the app renders once both
// the strings and the page's code are in, so the page shows without a Suspense fallback.
const pageCode = preloadPage(window.location.pathname, lang, !rendered);
const strings = initI18n(lang).catch((error: unknown) =>
  console.error('Translations failed to load', error),
);
void Promise.all([pageCode, strings]).finally(render);

import { StrictMode } from 'react';
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
  createRoot(container).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
}

// The page's code and first data download while its strings do; the app renders once the
// strings are in.
preloadPage(window.location.pathname, lang);
initI18n(lang)
  .catch((error: unknown) => console.error('Translations failed to load', error))
  .finally(render);

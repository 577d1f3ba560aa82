import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';
import { NotFoundPage } from './not-found-page';

function ErrorMessage() {
  const { t } = useTranslation();
  usePageTitle('error');
  return (
    <section className="page page--message" aria-labelledby="error-heading">
      <h1 id="error-heading">{t('errors.pageHeading')}</h1>
      <p>{t('errors.pageText')}</p>
      <p>
        <button
          className="button button--primary"
          type="button"
          onClick={() => window.location.reload()}
        >
          {t('errors.reload')}
        </button>
      </p>
    </section>
  );
}

/**
 * What a route shows when it fails: 404 answers as the not-found page, anything else
 * (a render error, a route chunk that no longer exists after a deploy) with a reload button.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error('Route error', error);
  }, [error, notFound]);
  return notFound ? <NotFoundPage /> : <ErrorMessage />;
}

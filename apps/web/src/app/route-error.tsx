import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';
import { useTranslation } from '../i18n/use-translation';

/**
 * What a page shows when it fails (a render error, a page chunk that no longer exists after
 * a deploy): the error, logged, and a reload button.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  usePageTitle('error');
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
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

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the next page's path) clears the error. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  failedAt: string | null;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.error === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: props.resetKey };
  }

  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}

/** Catches what the pages inside throw; moving to another page tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}

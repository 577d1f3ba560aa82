import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsWanted } from '../lib/toast';

const AppToastContainer = lazy(() => import('./toast-container'));

/** The toast container, mounted (and downloaded) when the first toast is raised. */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  );
}

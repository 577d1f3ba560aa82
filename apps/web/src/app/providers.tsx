import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { AppRouter } from './router';
import { Toasts } from './toasts';

/** Everything the pages rely on: server-state cache, router, toasts (translations: i18n/). */
export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <Toasts />
    </QueryClientProvider>
  );
}

import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one server-state cache. A module of its own so that the start-up (main.tsx) can
 * ask for a page's data while the page's code and strings still download.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

import type { QueryClient } from '@tanstack/react-query';

/**
 * Refreshes what the app has read from the server, once the session has changed without a
 * page load (a registration logs the buyer in; a deleted account logs them out): the header's
 * email and role and the basket (a guest's is merged at login) are asked for again at once,
 * everything else (addresses, orders, wishlist…) the next time a page shows it. The catalogue
 * is the same for everyone, but telling it apart is not worth a stale account shown.
 */
export function refreshSessionQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountSchema, type Account } from '../../../components/account/account-schemas';
import { getJson } from '../../../lib/http';

export const ACCOUNT_URL = '/api/account/';

/** Under 'auth': a change of session refreshes it with the header's email and role. */
export const accountQueryKey = ['auth', 'account'] as const;

/**
 * `GET /api/account/` (docs/spec/accounts-and-access.md §2): the logged-in buyer's names, email and
 * language.
 */
export async function getAccount(signal?: AbortSignal): Promise<Account> {
  const response = await getJson(ACCOUNT_URL, signal ? { signal } : {});
  if (!response.ok) throw new Error(`GET ${ACCOUNT_URL} answered HTTP ${response.status}`);
  return accountSchema.parse(response.body);
}

export function accountQueryOptions() {
  return queryOptions({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => getAccount(signal),
    staleTime: 30_000,
    // What the buyer is typing into a form started from it must not be swept away.
    refetchOnWindowFocus: false,
  });
}

export function useAccount() {
  return useQuery(accountQueryOptions());
}

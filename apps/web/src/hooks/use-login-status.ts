import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { postJson } from '../lib/http';

// The spec's login check (docs/spec/api-contract.md §5): a POST with the CSRF header, 200 means
// logged in. The one place that asks it: the cart and the login gate (app/login-gate.tsx).

const LOGIN_CHECK_URL = '/test-login/';

export type LoginStatus = 'loggedIn' | 'loggedOut';

/** 200 logged in, 401 logged out; any other answer throws. */
export async function fetchLoginStatus(signal?: AbortSignal): Promise<LoginStatus> {
  const { status } = await postJson(LOGIN_CHECK_URL, {}, signal ? { signal } : {});
  if (status === 200) return 'loggedIn';
  if (status === 401) return 'loggedOut';
  throw new Error(`Login check answered HTTP ${status}`);
}

export const loginStatusQueryKey = ['auth', 'login-status'] as const;

export function loginStatusQueryOptions() {
  return queryOptions({
    queryKey: loginStatusQueryKey,
    queryFn: ({ signal }) => fetchLoginStatus(signal),
    staleTime: 60_000,
    retry: 1,
  });
}

/**
 * 'checking' while the server answers; a failed check counts as logged out
 * (docs/spec/api-contract.md §5: the failure is only logged), so the visitor is offered the login
 * instead of a dead end.
 */
export function useLoginStatus(): LoginStatus | 'checking' {
  const { data, isPending, isError, error } = useQuery(loginStatusQueryOptions());
  useEffect(() => {
    if (isError) console.warn('Login check failed', error);
  }, [isError, error]);
  if (isError) return 'loggedOut';
  if (isPending) return 'checking';
  return data;
}

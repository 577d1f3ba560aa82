import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../gql/gql';
import type { AccountRole as AccountWireRole } from '../gql/graphql';
import { graphqlRequest } from './graphql';

// The logged-in account's role, shared by the account menu (which offers the administration
// to the administrator alone) and the administration page. A login or logout loads the page
// anew, so one answer per page load is right.

export type AccountRole = AccountWireRole;

const ACCOUNT_ROLE = graphql(`
  query AccountRole {
    accountRole
  }
`);

export async function getAccountRole(signal?: AbortSignal): Promise<AccountRole | null> {
  const data = await graphqlRequest('AccountRole', ACCOUNT_ROLE, {}, { signal });
  return data.accountRole;
}

/** Asked only once someone is logged in (`enabled`): a visitor has no role. */
export function accountRoleQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: ['auth', 'account-role'],
    queryFn: ({ signal }) => getAccountRole(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useAccountRole(enabled = true) {
  return useQuery(accountRoleQueryOptions(enabled));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../gql/gql';
import { graphqlRequest } from './graphql';

// The one query for the logged-in account's email: the header's account menu, the language
// switcher and the checkout (which prefills a new shipping address with it,
// docs/spec/checkout.md §4).

const GET_USER_EMAIL = graphql(`
  query GetDjangoUserEmail {
    getDjangoUserEmail
  }
`);

/** The logged-in account's email, or null for a visitor. */
export async function getUserEmail(): Promise<string | null> {
  const data = await graphqlRequest('GetDjangoUserEmail', GET_USER_EMAIL, {});
  return data.getDjangoUserEmail;
}

export const userEmailQueryKey = ['auth', 'user-email'] as const;

export function userEmailQueryOptions() {
  return queryOptions({
    queryKey: userEmailQueryKey,
    queryFn: getUserEmail,
    staleTime: 60_000,
    retry: 1,
  });
}

export function useUserEmail() {
  return useQuery(userEmailQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';

// The header asks the same under the same key (features/auth): whichever runs first fills
// the cache for both. Kept here because features do not import each other.

const GET_USER_EMAIL = /* GraphQL */ `
  query GetDjangoUserEmail {
    getDjangoUserEmail
  }
`;

/** The account's email, which prefills a new shipping address (SPEC §5). */
export async function getUserEmail(): Promise<string | null> {
  const data = await graphqlRequest<{ getDjangoUserEmail: string | null }>(
    'GetDjangoUserEmail',
    GET_USER_EMAIL,
  );
  return data.getDjangoUserEmail;
}

export function userEmailQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'user-email'],
    queryFn: getUserEmail,
    staleTime: 60_000,
    retry: 1,
  });
}

export function useUserEmail() {
  return useQuery(userEmailQueryOptions());
}

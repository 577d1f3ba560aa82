import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';

const GET_USER_EMAIL = /* GraphQL */ `
  query GetDjangoUserEmail {
    getDjangoUserEmail
  }
`;

interface GetUserEmailData {
  getDjangoUserEmail: string | null;
}

/** The logged-in account's email, or null for a visitor. */
export async function getUserEmail(): Promise<string | null> {
  const data = await graphqlRequest<GetUserEmailData>('GetDjangoUserEmail', GET_USER_EMAIL);
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

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';

export interface AdminBookshop {
  id: string;
  name: string;
  city: string;
  countryCode: string;
  description: string;
  closedAt: string | null;
  vacationEnd: string | null;
  staffEmails: string[];
}

export interface NewBookshopInput {
  name: string;
  city: string;
  countryCode: string;
  description: string;
  staffEmail: string;
  staffFirstName: string;
  staffLastName: string;
}

export interface CreatedBookshop {
  bookshop: AdminBookshop;
  staffEmail: string;
  oneTimePassword: string;
}

const FIELDS = 'id name city countryCode description closedAt vacationEnd staffEmails';

const ADMIN_BOOKSHOPS = /* GraphQL */ `
  query AdminBookshops { adminBookshops { ${FIELDS} } }
`;
const CREATE_BOOKSHOP = /* GraphQL */ `
  mutation CreateBookshop($input: CreateBookshopInput!) {
    createBookshop(input: $input) { bookshop { ${FIELDS} } staffEmail oneTimePassword }
  }
`;
const CLOSE_BOOKSHOP = /* GraphQL */ `
  mutation CloseBookshop($id: ID!) { closeBookshop(id: $id) { ${FIELDS} } }
`;

export const adminBookshopsKey = ['admin', 'bookshops'] as const;

export function adminBookshopsQueryOptions() {
  return queryOptions({
    queryKey: adminBookshopsKey,
    queryFn: async ({ signal }) =>
      (
        await graphqlRequest<{ adminBookshops: AdminBookshop[] }>(
          'AdminBookshops',
          ADMIN_BOOKSHOPS,
          {},
          { signal },
        )
      ).adminBookshops,
  });
}

export function useAdminBookshops() {
  return useQuery(adminBookshopsQueryOptions());
}

/** Creates the bookshop and its first staff account; the answer holds its one-time password. */
export function useCreateBookshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewBookshopInput) =>
      (
        await graphqlRequest<{ createBookshop: CreatedBookshop }>(
          'CreateBookshop',
          CREATE_BOOKSHOP,
          { input },
        )
      ).createBookshop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBookshopsKey }),
  });
}

/** Closes a bookshop: every catalogue and cart reads it again. */
export function useCloseBookshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await graphqlRequest<{ closeBookshop: AdminBookshop }>('CloseBookshop', CLOSE_BOOKSHOP, {
          id,
        })
      ).closeBookshop,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

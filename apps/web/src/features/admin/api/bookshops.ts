import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type {
  AdminBookshopFieldsFragment,
  CreateBookshopInput,
  CreateBookshopMutation,
} from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

// Used by name in the list's document and the create and close ones.
graphql(`
  fragment AdminBookshopFields on AdminBookshop {
    id
    name
    city
    countryCode
    description
    closedAt
    vacationEnd
    staffEmails
  }
`);

export type AdminBookshop = AdminBookshopFieldsFragment;
export type NewBookshopInput = CreateBookshopInput;
/** The new bookshop, its staff account and that account's one-time password. */
export type CreatedBookshop = CreateBookshopMutation['createBookshop'];

const ADMIN_BOOKSHOPS = graphql(`
  query AdminBookshops {
    adminBookshops {
      ...AdminBookshopFields
    }
  }
`);
const CREATE_BOOKSHOP = graphql(`
  mutation CreateBookshop($input: CreateBookshopInput!) {
    createBookshop(input: $input) {
      bookshop {
        ...AdminBookshopFields
      }
      staffEmail
      oneTimePassword
    }
  }
`);
const CLOSE_BOOKSHOP = graphql(`
  mutation CloseBookshop($id: ID!) {
    closeBookshop(id: $id) {
      ...AdminBookshopFields
    }
  }
`);

export const adminBookshopsKey = ['admin', 'bookshops'] as const;

export function adminBookshopsQueryOptions() {
  return queryOptions({
    queryKey: adminBookshopsKey,
    queryFn: async ({ signal }) =>
      (await graphqlRequest('AdminBookshops', ADMIN_BOOKSHOPS, {}, { signal })).adminBookshops,
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
      (await graphqlRequest('CreateBookshop', CREATE_BOOKSHOP, { input })).createBookshop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBookshopsKey }),
  });
}

/** Closes a bookshop: every catalogue and cart reads it again. */
export function useCloseBookshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest('CloseBookshop', CLOSE_BOOKSHOP, { id })).closeBookshop,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

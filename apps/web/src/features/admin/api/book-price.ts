import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';

// The book-price law's settings (docs/spec/book-price-law.md §3): the promotion month of each
// year, and the accounts of libraries buying for their own use.

const PROMOTIONS = graphql(`
  query BookPricePromotions {
    bookPricePromotions
  }
`);
const OPEN_PROMOTION = graphql(`
  mutation OpenBookPricePromotion($month: String!) {
    openBookPricePromotion(month: $month)
  }
`);
const SET_LIBRARY = graphql(`
  mutation SetLibraryAccount($email: String!, $library: Boolean!) {
    setLibraryAccount(email: $email, library: $library)
  }
`);

const promotionsKey = ['admin', 'book-price-promotions'] as const;

export function usePromotionMonths() {
  return useQuery({
    queryKey: promotionsKey,
    queryFn: async ({ signal }) =>
      (await graphqlRequest('BookPricePromotions', PROMOTIONS, {}, { signal })).bookPricePromotions,
  });
}

/** Opens a month (YYYY-MM); answers every month opened. */
export function useOpenPromotionMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (month: string) =>
      (await graphqlRequest('OpenBookPricePromotion', OPEN_PROMOTION, { month }))
        .openBookPricePromotion,
    onSuccess: (months) => queryClient.setQueryData(promotionsKey, months),
  });
}

export function useSetLibraryAccount() {
  return useMutation({
    mutationFn: async (input: { email: string; library: boolean }) =>
      (await graphqlRequest('SetLibraryAccount', SET_LIBRARY, input)).setLibraryAccount,
  });
}

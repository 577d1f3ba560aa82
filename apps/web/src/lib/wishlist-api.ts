import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../gql/gql';
import { graphqlRequest } from './graphql';
import { detailOf, postJson } from './http';

// The one place the web app talks to the server about the wishlist (docs/spec/cart.md §3): the
// wishlist page reads it, the product page and the cart's "move to the wishlist" save to it.

export const wishlistQueryKey = ['wishlist'] as const;

const GET_WISHLIST = graphql(`
  query GetWishlist {
    getWishlist {
      ...ProductFields
    }
  }
`);

/** The logged-in account's saved books, newest first. */
export async function getWishlist(signal?: AbortSignal) {
  const data = await graphqlRequest('GetWishlist', GET_WISHLIST, {}, { signal });
  return data.getWishlist;
}

export function wishlistQueryOptions() {
  return queryOptions({
    queryKey: wishlistQueryKey,
    queryFn: ({ signal }) => getWishlist(signal),
    staleTime: 10_000,
  });
}

export function useWishlist() {
  return useQuery(wishlistQueryOptions());
}

/**
 * What saving a book answered: 201 saved now, 200 already saved, 401 not logged in; a
 * refusal keeps the server's message, which the cart shows as it is.
 */
export type SaveToWishlistResult =
  | { kind: 'saved' }
  | { kind: 'alreadySaved' }
  | { kind: 'loginRequired'; detail: string | null }
  | { kind: 'failed'; status: number; detail: string | null };

/** POST /api/wishlist/{productId}/ with an empty JSON body. */
export async function saveToWishlist(productId: string): Promise<SaveToWishlistResult> {
  const { status, body } = await postJson(`/api/wishlist/${encodeURIComponent(productId)}/`, {});
  if (status === 201) return { kind: 'saved' };
  if (status === 200) return { kind: 'alreadySaved' };
  if (status === 401) return { kind: 'loginRequired', detail: detailOf(body) };
  return { kind: 'failed', status, detail: detailOf(body) };
}

export function useSaveToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveToWishlist,
    onSuccess: (result) => {
      if (result.kind === 'saved' || result.kind === 'alreadySaved') {
        return queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
      }
      return undefined;
    },
  });
}

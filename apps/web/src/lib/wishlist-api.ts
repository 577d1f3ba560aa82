import { useMutation, useQueryClient } from '@tanstack/react-query';
import { detailOf, postJson } from './http';

// POST /api/wishlist/{productId}/ (SPEC §7): shared by the product page and anything else
// that saves a book for later.

export const wishlistQueryKey = ['wishlist'] as const;

/** What saving a book answered: 201 saved now, 200 already saved, 401 not logged in. */
export type SaveToWishlistResult =
  | { kind: 'saved' }
  | { kind: 'alreadySaved' }
  | { kind: 'loginRequired' }
  | { kind: 'failed'; status: number; detail: string | null };

export async function saveToWishlist(productId: string): Promise<SaveToWishlistResult> {
  const { status, body } = await postJson(`/api/wishlist/${encodeURIComponent(productId)}/`, {});
  if (status === 201) return { kind: 'saved' };
  if (status === 200) return { kind: 'alreadySaved' };
  if (status === 401) return { kind: 'loginRequired' };
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

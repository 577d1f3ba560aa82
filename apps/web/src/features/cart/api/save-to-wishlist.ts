import { detailOf, postJson } from '../../../lib/http';

/** Saved (200 already there, 201 added), or refused with the server's message. */
export type SaveToWishlistAnswer = { ok: true } | { ok: false; detail: string };

/**
 * POST /api/wishlist/{productId}/ with an empty JSON body (SPEC §7). A visitor who is not
 * logged in gets 401 and its message, which the cart shows as a server error.
 */
export async function saveToWishlist(productId: string): Promise<SaveToWishlistAnswer> {
  const { status, body } = await postJson(`/api/wishlist/${encodeURIComponent(productId)}/`, {});
  if (status === 200 || status === 201) return { ok: true };
  return { ok: false, detail: detailOf(body) ?? `HTTP ${status}` };
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast, TOAST_MS, type ToastOptions } from '../../../lib/toast';
import { useAddProduct, useRemoveProduct } from '../../../lib/basket-api';
import { saveToWishlist, wishlistQueryKey } from '../../../lib/wishlist-api';

// docs/spec/cart.md §2.6: the cart's toasts show bottom centre.
const ERROR_TOAST: ToastOptions = { position: 'bottom-center', autoClose: TOAST_MS.error };
const SUCCESS_TOAST: ToastOptions = { position: 'bottom-center', autoClose: TOAST_MS.success };

/** A refusal whose message is the server's own (the wishlist's 401 detail, for example). */
class ServerDetailError extends Error {}

export interface CartActions {
  increase: (productId: string) => void;
  decrease: (productId: string) => void;
  /** Removes whole lines (removeProduct with qty null). */
  remove: (productIds: readonly string[]) => void;
  /** Saves each book in the wishlist, then removes its line. */
  moveToWishlist: (productIds: readonly string[]) => void;
  isBusy: (productId: string) => boolean;
}

/**
 * The cart's writes, each followed by its toast: 'Server error: {detail}' when the server
 * refuses, 'Prodotto eliminato dal carrello' / 'Prodotto spostato nella wishlist' on
 * success. A line is busy while a write on it runs; a second click on it is ignored.
 */
export function useCartActions(): CartActions {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync: addProduct } = useAddProduct();
  const { mutateAsync: removeProduct } = useRemoveProduct();
  // The ref answers "is it busy?" at once (a double click), the state re-renders the buttons.
  const busyRef = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  const run = useCallback(
    (productIds: readonly string[], work: () => Promise<void>) => {
      const current = busyRef.current;
      if (productIds.some((id) => current.has(id))) return;
      productIds.forEach((id) => current.add(id));
      setBusy(new Set(current));
      work()
        .catch((error: unknown) => {
          console.warn('Cart update failed', error);
          const detail = error instanceof Error ? error.message : String(error);
          toast.error(t('cart.toast.serverError', { detail }), ERROR_TOAST);
        })
        .finally(() => {
          productIds.forEach((id) => current.delete(id));
          setBusy(new Set(current));
        });
    },
    [t],
  );

  const increase = useCallback(
    (productId: string) =>
      run([productId], async () => {
        await addProduct(productId);
      }),
    [run, addProduct],
  );

  const decrease = useCallback(
    (productId: string) =>
      run([productId], async () => {
        await removeProduct({ productId, qty: 1 });
      }),
    [run, removeProduct],
  );

  const remove = useCallback(
    (productIds: readonly string[]) =>
      run(productIds, async () => {
        for (const productId of productIds) await removeProduct({ productId, qty: null });
        toast.success(t('cart.toast.removed', { count: productIds.length }), SUCCESS_TOAST);
      }),
    [run, removeProduct, t],
  );

  const moveToWishlist = useCallback(
    (productIds: readonly string[]) =>
      run(productIds, async () => {
        try {
          for (const productId of productIds) {
            const answer = await saveToWishlist(productId);
            // Saved now or already there: both a success. A guest's 401 is a refusal too.
            if (answer.kind === 'loginRequired') {
              throw new ServerDetailError(answer.detail ?? 'HTTP 401');
            }
            if (answer.kind === 'failed') {
              throw new ServerDetailError(answer.detail ?? `HTTP ${answer.status}`);
            }
            await removeProduct({ productId, qty: null });
          }
        } finally {
          void queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
        }
        toast.success(t('cart.toast.movedToWishlist', { count: productIds.length }), SUCCESS_TOAST);
      }),
    [run, removeProduct, queryClient, t],
  );

  const isBusy = useCallback((productId: string) => busy.has(productId), [busy]);

  return { increase, decrease, remove, moveToWishlist, isBusy };
}

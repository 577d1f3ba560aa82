import { useTranslation } from '../../i18n/use-translation';
import { toast, TOAST_MS } from '../../lib/toast';
import { useAddProduct } from '../../lib/basket-api';
import './catalog.css';

/** docs/spec/cart.md §2.6: success toasts close after 2 s, errors after 5 s. */

/**
 * Adds one copy to the basket (`addProduct`). Success and failure are told by a toast;
 * the header's count follows the basket the mutation answers. An unavailable book gets a
 * disabled button.
 */
export function AddToCartButton({
  productId,
  disabled,
  describedBy,
  large = false,
}: {
  productId: string;
  disabled: boolean;
  /** The id of the element naming the book, so each button says which book it adds. */
  describedBy?: string;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const addProduct = useAddProduct();
  const busy = addProduct.isPending;

  const onClick = () => {
    if (busy) return;
    addProduct.mutate(productId, {
      onSuccess: () => {
        toast.success(t('catalog.addedToCart'), { autoClose: TOAST_MS.success });
      },
      onError: (error) => {
        console.warn('addProduct failed', error);
        toast.error(t('catalog.serverError', { message: error.message }), {
          autoClose: TOAST_MS.error,
        });
      },
    });
  };

  return (
    <button
      type="button"
      className={`button button--primary add-to-cart${large ? ' add-to-cart--large' : ''}`}
      onClick={onClick}
      disabled={disabled}
      // Not `disabled` while busy: that would throw the keyboard focus off the button.
      aria-disabled={busy || undefined}
      aria-describedby={describedBy}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {t('catalog.addToCart')}
    </button>
  );
}

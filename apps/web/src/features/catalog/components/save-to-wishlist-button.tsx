import { useTranslation } from '../../../i18n/use-translation';
import { useLocation } from 'react-router';
import { toast, TOAST_MS } from '../../../lib/toast';
import { paths } from '../../../config/paths';
import { useLang } from '../../../i18n/use-lang';
import { useSaveToWishlist } from '../../../lib/wishlist-api';

/**
 * 'Salva nella wishlist': POST /api/wishlist/{id}/. 201 and 200 are both a success (saved
 * now, or already there); a visitor is asked to log in, with a link that comes back here.
 */
export function SaveToWishlistButton({
  productId,
  describedBy,
}: {
  productId: string;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const save = useSaveToWishlist();

  const onClick = () => {
    if (save.isPending) return;
    save.mutate(productId, {
      onSuccess: (result) => {
        switch (result.kind) {
          case 'saved':
            toast.success(t('product.savedToWishlist'), { autoClose: TOAST_MS.success });
            break;
          case 'alreadySaved':
            toast.success(t('product.alreadyInWishlist'), { autoClose: TOAST_MS.success });
            break;
          case 'loginRequired':
            // The toast lives outside the router: a plain link, a full page load to login.
            // It stays until closed, so there is time to reach the link.
            toast.info(
              <p className="toast-text">
                {t('product.loginForWishlist')}{' '}
                <a href={paths.login(lang, `${pathname}${search}`)}>{t('product.loginLink')}</a>
              </p>,
              { autoClose: false },
            );
            break;
          case 'failed':
            console.warn('Saving to the wishlist failed', result);
            toast.error(
              result.detail
                ? t('catalog.serverError', { message: result.detail })
                : t('product.wishlistError'),
              { autoClose: TOAST_MS.error },
            );
            break;
        }
      },
      onError: (error) => {
        console.warn('Saving to the wishlist failed', error);
        toast.error(t('errors.network'), { autoClose: TOAST_MS.error });
      },
    });
  };

  return (
    <button
      type="button"
      className="button button--outline"
      onClick={onClick}
      aria-disabled={save.isPending || undefined}
      aria-describedby={describedBy}
    >
      {save.isPending ? (
        <span className="spinner" aria-hidden="true" />
      ) : (
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </svg>
      )}
      {t('product.saveToWishlist')}
    </button>
  );
}

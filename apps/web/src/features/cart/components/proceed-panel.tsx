import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { LoginStatus } from '../../../hooks/use-login-status';
import { useLang } from '../../../i18n/use-lang';
import { startCheckout, type StoredSelectedShipping } from '../../../lib/storage';

/**
 * 'Procedi al checkout' for a logged-in buyer with nothing unavailable in the cart; the
 * request to remove or move the unavailable books otherwise; a login prompt for a visitor.
 */
export function ProceedPanel({
  loginStatus,
  hasUnavailable,
  destCountry,
  selectedShippings,
}: {
  loginStatus: LoginStatus | 'checking';
  hasUnavailable: boolean;
  destCountry: string;
  /** null until every bookshop's shipping is known. */
  selectedShippings: StoredSelectedShipping[] | null;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  if (loginStatus === 'checking') {
    return (
      <div className="cart-proceed cart-proceed--status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('cart.proceed.checking')}</span>
      </div>
    );
  }

  const unavailableText = hasUnavailable ? (
    <p className="cart-proceed__warning">{t('cart.proceed.unavailable')}</p>
  ) : null;

  if (loginStatus === 'loggedOut') {
    return (
      <div className="cart-proceed">
        {unavailableText}
        <p className="cart-proceed__prompt">{t('cart.proceed.loginPrompt')}</p>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => void navigate(paths.login(lang, `${pathname}${search}`))}
        >
          {t('cart.proceed.login')}
        </button>
      </div>
    );
  }

  if (hasUnavailable) return <div className="cart-proceed">{unavailableText}</div>;

  const ready = selectedShippings !== null;
  const onProceed = () => {
    if (selectedShippings === null) return;
    startCheckout(destCountry, selectedShippings);
    void navigate(paths.checkout(lang));
  };
  return (
    <div className="cart-proceed">
      <button
        type="button"
        className="button button--primary button--block"
        aria-disabled={!ready}
        onClick={onProceed}
      >
        {t('cart.proceed.button')}
      </button>
    </div>
  );
}

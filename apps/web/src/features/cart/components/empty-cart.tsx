import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { LoginStatus } from '../../../hooks/use-login-status';
import { useLang } from '../../../i18n/use-lang';

/** 'Il carrello è vuoto', with 'Continua lo shopping' and, for a visitor, 'Accedi'. */
export function EmptyCart({ loginStatus }: { loginStatus: LoginStatus | 'checking' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  return (
    <div className="cart-empty card">
      {/* It reads as the heading of the empty state, so it is one (axe p-as-heading). */}
      <h2 className="cart-empty__text">{t('cart.empty.text')}</h2>
      <p className="cart-empty__hint">{t('cart.empty.hint')}</p>
      <div className="cart-empty__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void navigate(paths.home(lang))}
        >
          {t('cart.empty.continueShopping')}
        </button>
        {loginStatus === 'loggedOut' ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void navigate(paths.login(lang, `${pathname}${search}`))}
          >
            {t('cart.empty.login')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

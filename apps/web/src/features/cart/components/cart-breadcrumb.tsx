import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLang } from '../../../i18n/use-lang';

/** Home / Cart. */
export function CartBreadcrumb() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav className="breadcrumb" aria-label={t('cart.breadcrumb.label')}>
      <ol className="breadcrumb__list">
        <li className="breadcrumb__item">
          <Link to={paths.home(lang)}>{t('cart.breadcrumb.home')}</Link>
        </li>
        <li className="breadcrumb__item">
          <span aria-current="page">{t('cart.breadcrumb.cart')}</span>
        </li>
      </ol>
    </nav>
  );
}

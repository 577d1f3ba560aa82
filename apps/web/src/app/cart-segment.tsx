import { Outlet, useParams } from 'react-router';
import { isLang } from '../config/languages';
import { isCartSegment } from '../config/paths';
import { NotFoundPage } from './not-found-page';

/**
 * The cart answers at its localised path (`/it/carrello`, `/en/cart`, `/fr/corbeille`,
 * `/es/cesta`) and at `/{lang}/cart/`; another language's word (`/en/carrello`) is a 404.
 */
export function CartSegment({ segment }: { segment: string }) {
  const { lang } = useParams();
  if (!isLang(lang) || !isCartSegment(lang, segment)) return <NotFoundPage />;
  return <Outlet />;
}

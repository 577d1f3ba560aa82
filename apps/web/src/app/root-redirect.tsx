import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { preferredLanguage } from '../i18n/index';

/** `/` → `/{lang}/`: the `user_language` cookie, else the browser's language, else Italian. */
export function RootRedirect() {
  return <Navigate to={paths.home(preferredLanguage())} replace />;
}

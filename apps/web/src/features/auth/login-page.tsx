import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { safeNext } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { LoginForm } from './components/login-form';

/** `/{lang}/login/?next=…`: after logging in the browser goes to `next` (same-origin only). */
export function LoginPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [searchParams] = useSearchParams();
  usePageTitle('login');
  const redirectTo = safeNext(searchParams.get('next'), lang);

  return (
    <section className="page page--narrow" aria-labelledby="login-heading">
      <h1 id="login-heading">{t('auth.login.heading')}</h1>
      <p className="page__intro">{t('auth.login.intro')}</p>
      <div className="card">
        <LoginForm redirectTo={redirectTo} />
      </div>
    </section>
  );
}

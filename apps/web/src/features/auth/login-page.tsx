import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title';
import { LoginForm } from './components/login-form';

/**
 * `/{lang}/login/?next=…`: after logging in the browser goes to `next` (same-origin only),
 * else home in the account's language.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  usePageTitle('login');

  return (
    <section className="page page--narrow" aria-labelledby="login-heading">
      <h1 id="login-heading">{t('auth.login.heading')}</h1>
      <p className="page__intro">{t('auth.login.intro')}</p>
      <div className="card">
        <LoginForm next={searchParams.get('next')} />
      </div>
    </section>
  );
}

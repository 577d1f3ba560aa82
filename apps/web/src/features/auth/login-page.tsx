import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { LoginForm } from './components/login-form';
import './auth.css';

/**
 * `/{lang}/login/?next=…`: after logging in the browser goes to `next` (same-origin only),
 * else home in the account's language. A new visitor registers instead (`next` kept), a
 * buyer who forgot the password asks for a reset link.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  usePageTitle('login');

  return (
    <section className="page page--narrow" aria-labelledby="login-heading">
      <h1 id="login-heading">{t('auth.login.heading')}</h1>
      <p className="page__intro">{t('auth.login.intro')}</p>
      <div className="card">
        <LoginForm next={next} />
      </div>
      <div className="auth-links">
        <p>
          <Link to={paths.forgotPassword(lang)}>{t('auth.login.forgotPassword')}</Link>
        </p>
        <p>
          {t('auth.login.noAccount')}{' '}
          <Link to={paths.register(lang, next)}>{t('auth.login.createAccount')}</Link>
        </p>
      </div>
    </section>
  );
}

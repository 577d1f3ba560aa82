import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { RegisterForm } from './components/register-form';
import './auth.css';

/**
 * `/{lang}/registrati/?next=…` (docs/spec/accounts-and-access.md §1): a new buyer's account, logged
 * in at once; the login page links here and back, `next` kept both ways.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  usePageTitle('register');

  return (
    <section className="page page--narrow" aria-labelledby="register-heading">
      <h1 id="register-heading">{t('register.heading')}</h1>
      <p className="page__intro">{t('register.intro')}</p>
      <div className="card">
        <RegisterForm next={next} />
      </div>
      <div className="auth-links">
        <p>
          {t('register.haveAccount')}{' '}
          <Link to={paths.login(lang, next)}>{t('register.login')}</Link>
        </p>
      </div>
    </section>
  );
}

import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { usePageTitle } from '../hooks/use-page-title';
import { useLang } from '../i18n/use-lang';

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  usePageTitle('notFound');
  return (
    <section className="page page--message" aria-labelledby="not-found-heading">
      <p className="page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link className="button button--primary" to={paths.home(lang)}>
          {t('notFound.backHome')}
        </Link>
      </p>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../../config/env';
import { usePageTitle } from '../../hooks/use-page-title';

/** `/{lang}/`: the catalogue's home. Search and books come with the catalogue issue. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle('home');
  return (
    <section className="page hero" aria-labelledby="home-heading">
      <h1 id="home-heading">{t('home.heading', { brand: BRAND_NAME })}</h1>
      <p className="hero__text">{t('home.welcome')}</p>
    </section>
  );
}

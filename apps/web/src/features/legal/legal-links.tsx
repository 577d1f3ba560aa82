import { Link } from 'react-router';
import { useLang } from '../../i18n/use-lang';
import type { Lang } from '../../config/languages';
import { LEGAL_PAGE_IDS, legalPath, type LegalPageId } from '../../config/legal-paths';

// The links to the legal pages (docs/spec/legal-pages.md §1), in every page's footer. Their
// words are here, four languages in a few hundred bytes, in a chunk the footer loads once the shell has rendered: the shell every page
// downloads first stays within the pages' budgets (apps/web/vite.config.ts), as the header's
// search does.

interface LinkLabels {
  navLabel: string;
  pages: Record<LegalPageId, string>;
}

export const LEGAL_LINK_LABELS: Record<Lang, LinkLabels> = {
  it: {
    navLabel: 'Informazioni legali',
    pages: {
      terms: 'Condizioni di vendita',
      privacy: 'Privacy',
      cookies: 'Cookie',
      withdrawal: 'Diritto di recesso',
      accessibility: 'Accessibilità',
      legalNotice: 'Note legali',
    },
  },
  en: {
    navLabel: 'Legal information',
    pages: {
      terms: 'Terms of sale',
      privacy: 'Privacy',
      cookies: 'Cookies',
      withdrawal: 'Right of withdrawal',
      accessibility: 'Accessibility',
      legalNotice: 'Legal notice',
    },
  },
  fr: {
    navLabel: 'Informations légales',
    pages: {
      terms: 'Conditions de vente',
      privacy: 'Confidentialité',
      cookies: 'Cookies',
      withdrawal: 'Droit de rétractation',
      accessibility: 'Accessibilité',
      legalNotice: 'Mentions légales',
    },
  },
  es: {
    navLabel: 'Información legal',
    pages: {
      terms: 'Condiciones de venta',
      privacy: 'Privacidad',
      cookies: 'Cookies',
      withdrawal: 'Derecho de desistimiento',
      accessibility: 'Accesibilidad',
      legalNotice: 'Aviso legal',
    },
  },
};

/** The footer's list of links to the legal pages, in the page's language. */
export function LegalLinks() {
  const lang = useLang();
  const labels = LEGAL_LINK_LABELS[lang];
  return (
    <nav className="container site-footer__legal" aria-label={labels.navLabel}>
      <ul>
        {LEGAL_PAGE_IDS.map((id) => (
          <li key={id}>
            <Link to={legalPath(lang, id)}>{labels.pages[id]}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

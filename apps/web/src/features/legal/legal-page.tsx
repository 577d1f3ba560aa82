import { useQuery } from '@tanstack/react-query';
import { cookieDays, SITE_COOKIES } from '@scaffale/domain/cookies';
import type { PlatformIdentity } from '@scaffale/domain/platform-identity';
import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { BRAND_NAME } from '../../config/env';
import type { Lang } from '../../config/languages';
import { legalPageOf, type LegalPageId } from '../../config/legal-paths';
import { useTextPageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { fill, loadLegalTexts, type Article, type Block, type LegalTexts } from './legal-texts';
import { LegalLinks } from './legal-links';
import { PLATFORM_IDENTITY } from './platform-identity';

// The legal pages (docs/spec/legal-pages.md): static words in the page's language, the
// platform's identity from configuration, the cookie list from the domain.

function legalTextsQuery(lang: Lang) {
  return {
    queryKey: ['legal-texts', lang],
    queryFn: () => loadLegalTexts(lang),
    staleTime: Infinity,
  } as const;
}

function placeholders(identity: PlatformIdentity): Record<string, string> {
  return {
    brand: BRAND_NAME,
    company: identity.companyName,
    office: identity.registeredOffice,
    vat: identity.vatNumber,
    rea: identity.rea,
    capital: identity.shareCapital,
    pec: identity.pec,
    email: identity.email,
  };
}

const URL_OR_EMAIL = /(https:\/\/[^\s)]+[^\s).,;:]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** The text, its web addresses and email addresses made links. */
function Linked({ text }: { text: string }) {
  const pieces = text.split(URL_OR_EMAIL);
  return (
    <>
      {pieces.map((piece, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{piece}</Fragment>;
        const href = piece.startsWith('https://') ? piece : `mailto:${piece}`;
        return (
          <a key={i} href={href}>
            {piece}
          </a>
        );
      })}
    </>
  );
}

function Blocks({ blocks, values }: { blocks: Block[]; values: Record<string, string> }) {
  return (
    <>
      {blocks.map((block, i) =>
        typeof block === 'string' ? (
          <p key={i}>
            <Linked text={fill(block, values)} />
          </p>
        ) : (
          <ul key={i}>
            {block.list.map((item) => (
              <li key={item}>
                <Linked text={fill(item, values)} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

function Sections({ article, values }: { article: Article; values: Record<string, string> }) {
  return (
    <>
      {article.sections.map((section) => (
        <section key={section.heading} className="legal__section">
          <h2>{fill(section.heading, values)}</h2>
          <Blocks blocks={section.blocks} values={values} />
        </section>
      ))}
    </>
  );
}

function CookieTable({ texts }: { texts: LegalTexts['cookies'] }) {
  return (
    <table className="legal__table">
      <caption>{texts.table.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.table.name}</th>
          <th scope="col">{texts.table.purpose}</th>
          <th scope="col">{texts.table.duration}</th>
        </tr>
      </thead>
      <tbody>
        {SITE_COOKIES.map((cookie) => (
          <tr key={cookie.name}>
            <th scope="row">
              <code>{cookie.name}</code>
            </th>
            <td>{texts.purposes[cookie.purpose]}</td>
            <td>{fill(texts.table.days, { days: String(cookieDays(cookie)) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WithdrawalForm({
  texts,
  values,
}: {
  texts: LegalTexts['withdrawal']['form'];
  values: Record<string, string>;
}) {
  return (
    <section className="legal__form" aria-labelledby="withdrawal-form-heading">
      <h2 id="withdrawal-form-heading">{texts.heading}</h2>
      <p>{texts.instruction}</p>
      <ul className="legal__form-lines">
        {texts.lines.map((line) => (
          <li key={line}>
            <span>{fill(line, values)}</span>
            <span className="legal__blank" aria-hidden="true" />
          </li>
        ))}
      </ul>
      <p>{texts.footnote}</p>
      <p className="legal__no-print">
        <button className="button button--outline" type="button" onClick={() => window.print()}>
          {texts.print}
        </button>
      </p>
    </section>
  );
}

function IdentityFacts({
  identity,
  labels,
}: {
  identity: PlatformIdentity;
  labels: LegalTexts['legalNotice']['fields'];
}) {
  const fields = Object.keys(labels) as (keyof PlatformIdentity)[];
  return (
    <dl className="legal__facts">
      {fields.map((field) => (
        <div key={field}>
          <dt>{labels[field]}</dt>
          <dd>
            <Linked text={identity[field]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function LegalArticle({ page, texts }: { page: LegalPageId; texts: LegalTexts }) {
  const identity = PLATFORM_IDENTITY;
  const values = placeholders(identity);
  const article = texts[page];
  let extra: ReactNode = null;
  if (page === 'cookies') extra = <CookieTable texts={texts.cookies} />;
  if (page === 'withdrawal') {
    extra = <WithdrawalForm texts={texts.withdrawal.form} values={values} />;
  }
  if (page === 'legalNotice') {
    extra = <IdentityFacts identity={identity} labels={texts.legalNotice.fields} />;
  }
  // The legal notice's facts follow its first section, which introduces them; else last.
  const split = page === 'legalNotice' ? 1 : article.sections.length;
  return (
    <article className="page legal" aria-labelledby="legal-heading">
      <h1 id="legal-heading">{article.title}</h1>
      <p className="legal__updated">{texts.updated}</p>
      <Sections
        article={{ ...article, sections: article.sections.slice(0, split) }}
        values={values}
      />
      {extra}
      <Sections article={{ ...article, sections: article.sections.slice(split) }} values={values} />
    </article>
  );
}

/**
 * The module's one export, which React.lazy takes as it is, for the router and the footer
 * alike (one chunk, the fewest bytes in the shell every page loads first): with `links`, the
 * footer's links to the legal pages; else the page at `/{lang}/{segment}/` its segment names, in
 * the address's language, and any other address under the language (the router's catch-all)
 * answered with the 404 page.
 */
export default function Legal({ links = false }: { links?: boolean }) {
  return links ? <LegalLinks /> : <LegalPage />;
}

function LegalPage() {
  const { pathname } = useLocation();
  const [, , segment, rest] = pathname.split('/');
  const page = rest ? null : legalPageOf(segment);
  return page === null ? <NotFoundPage /> : <LegalTextsPage page={page} />;
}

function LegalTextsPage({ page }: { page: LegalPageId }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending, isError, refetch } = useQuery(legalTextsQuery(lang));
  useTextPageTitle(data ? data[page].title : null);
  if (isPending) {
    return (
      <div className="page legal" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('app.loading')}</span>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="page legal" role="alert">
        <p>{t('errors.network')}</p>
        <button className="button button--outline" type="button" onClick={() => void refetch()}>
          {t('errors.retry')}
        </button>
      </div>
    );
  }
  return <LegalArticle page={page} texts={data} />;
}

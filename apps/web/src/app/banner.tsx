import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../config/languages';
import { getText } from '../lib/http';
import { useLang } from '../i18n/use-lang';

export type BannerPosition = 'header' | 'footer';

// The paths exactly as docs/spec/api-contract.md §4 writes them (the footer one has no trailing
// slash).
const BANNER_URLS: Record<BannerPosition, string> = {
  header: '/api/banner/header/',
  footer: '/api/banner/footer',
};

/** The banner's HTML; a failure only warns, the page shows no banner. */
async function fetchBanner(position: BannerPosition, signal: AbortSignal): Promise<string> {
  try {
    // The URL is the same in every language (the server reads the cookie), so the HTTP
    // cache must not hand back the previous language's banner: always revalidate.
    return await getText(BANNER_URLS[position], { signal, cache: 'no-cache' });
  } catch (error) {
    if (!signal.aborted) console.warn(`The ${position} banner could not be loaded`, error);
    return '';
  }
}

/** The server reads the `user_language` cookie, hence the language in the query key. */
export function bannerQueryOptions(position: BannerPosition, lang: Lang) {
  return queryOptions({
    queryKey: ['banner', position, lang],
    queryFn: ({ signal }) => fetchBanner(position, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Server-provided banner HTML, in the visitor's language. The server sanitises it. */
export function Banner({ position }: { position: BannerPosition }) {
  const lang = useLang();
  const { data: html, isPending } = useQuery(bannerQueryOptions(position, lang));
  // The header banner's place is kept while it loads (styles.css): no layout shift.
  if (isPending && position === 'header') {
    return <div className={`banner banner--${position}`} aria-hidden="true" />;
  }
  if (!html || html.trim() === '') return null;
  return (
    <div
      className={`banner banner--${position}`}
      data-testid={`banner-${position}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

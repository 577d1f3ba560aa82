import type { Lang } from './languages';

/**
 * The legal pages (docs/spec/legal-pages.md), the same Italian segment in every language, as
 * the account's pages: terms of sale, privacy, cookies, the withdrawal form, accessibility,
 * the legal notice. Each is linked from every page's footer.
 *
 * Kept out of paths.ts, which the shell loads: no route names them (the router's catch-all
 * opens the legal page, which answers any other segment with the 404 page), so the shell every
 * page downloads first does not carry them (apps/web/vite.config.ts's budgets).
 */
export const LEGAL_SEGMENTS = {
  terms: 'condizioni-di-vendita',
  privacy: 'privacy',
  cookies: 'cookie',
  withdrawal: 'recesso',
  accessibility: 'accessibilita',
  legalNotice: 'note-legali',
} as const;
export type LegalPageId = keyof typeof LEGAL_SEGMENTS;

/** Every legal page, in the order the footer lists them. */
export const LEGAL_PAGE_IDS = Object.keys(LEGAL_SEGMENTS) as LegalPageId[];

/** The legal page a path's segment names, or null. */
export function legalPageOf(segment: string | undefined): LegalPageId | null {
  return LEGAL_PAGE_IDS.find((id) => LEGAL_SEGMENTS[id] === segment) ?? null;
}

/** `/{lang}/{segment}/`. */
export function legalPath(lang: Lang, page: LegalPageId): string {
  return `/${lang}/${LEGAL_SEGMENTS[page]}/`;
}

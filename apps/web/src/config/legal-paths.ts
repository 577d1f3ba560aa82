import { LEGAL_SEGMENTS, type LegalPageId } from '@scaffale/domain/legal-pages';
import type { Lang } from './languages';

// The segments are the domain's (docs/spec/legal-pages.md), shared with the server's sitemap.
// Kept out of paths.ts, which the shell loads: no route names them (the router's catch-all
// opens the legal page, which answers any other segment with the 404 page), so the shell every
// page downloads first does not carry them (apps/web/vite.config.ts's budgets).
export { LEGAL_SEGMENTS, type LegalPageId };

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

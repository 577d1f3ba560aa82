/**
 * The legal pages (docs/spec/legal-pages.md §1), the same Italian segment in every language,
 * as the account's pages: terms of sale, privacy, cookies, the withdrawal form, accessibility,
 * the legal notice. The web app links them; the server lists them to search engines.
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

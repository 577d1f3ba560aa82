import type { Lang } from '../../config/languages';
import type { LegalTexts } from './legal-text-types';

export type { Article, Block, LegalTexts, Section } from './legal-text-types';

// The legal pages' words (docs/spec/legal-pages.md), one module per language loaded with the
// page that shows them: none of it is in the shell, nor in the shop's strings every page
// downloads. `{company}`, `{office}`, `{vat}`, `{rea}`, `{capital}`, `{pec}`, `{email}` and
// `{brand}` are filled from the platform's identity (configuration) as the page renders.

const loaders: Record<Lang, () => Promise<{ texts: LegalTexts }>> = {
  it: () => import('./texts/it'),
  en: () => import('./texts/en'),
  fr: () => import('./texts/fr'),
  es: () => import('./texts/es'),
};

/** The legal texts of a language (its own chunk). */
export async function loadLegalTexts(lang: Lang): Promise<LegalTexts> {
  return (await loaders[lang]()).texts;
}

/** The text with each `{name}` replaced by the value given, others left as written. */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

import { COOKIE_PURPOSES } from '@scaffale/domain/cookies';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../config/languages';
import { LEGAL_PAGE_IDS, LEGAL_SEGMENTS, legalPageOf } from '../../config/legal-paths';
import { routes } from '../../config/paths';
import { fill, loadLegalTexts, type LegalTexts } from './legal-texts';
import { LEGAL_LINK_LABELS } from './legal-links';

// docs/spec/legal-pages.md: the same pages, sections and form in the four languages.

const PLACEHOLDERS = ['brand', 'company', 'office', 'vat', 'rea', 'capital', 'pec', 'email'];

/** The shape of the texts: every key and list length, without the words. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, shape(v)]));
  }
  return value;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the legal pages’ words', () => {
  it('have the same pages, sections, lists and form lines in every language', async () => {
    const all = await Promise.all(LANGUAGES.map((lang) => loadLegalTexts(lang)));
    const [italian, ...others] = all.map(shape);
    for (const other of others) expect(other).toEqual(italian);
  });

  it('name only placeholders the page fills, and every cookie purpose', async () => {
    for (const lang of LANGUAGES) {
      const texts: LegalTexts = await loadLegalTexts(lang);
      const used = strings(texts).flatMap((text) =>
        [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
      );
      expect(used.filter((name) => name !== 'days' && !PLACEHOLDERS.includes(name!))).toEqual([]);
      expect(Object.keys(texts.cookies.purposes).sort()).toEqual([...COOKIE_PURPOSES].sort());
      // Annex I(B) of Directive 2011/83/EU: addressee, notice, dates, name, address, signature, date.
      expect(texts.withdrawal.form.lines).toHaveLength(7);
    }
  });

  it('fill leaves an unknown name as written', () => {
    expect(fill('{company} – {nope}', { company: 'ACME' })).toBe('ACME – {nope}');
  });

  it('have addresses of their own, each found again from its segment', () => {
    const taken = new Set(Object.values(routes).flat().map(String));
    for (const id of LEGAL_PAGE_IDS) {
      expect(taken.has(LEGAL_SEGMENTS[id])).toBe(false);
      expect(legalPageOf(LEGAL_SEGMENTS[id])).toBe(id);
      for (const lang of LANGUAGES) expect(LEGAL_LINK_LABELS[lang].pages[id]).toBeTruthy();
    }
    expect(legalPageOf('carrello')).toBeNull();
  });
});

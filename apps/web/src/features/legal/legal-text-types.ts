import type { CookiePurpose } from '@scaffale/domain/cookies';
import type { PlatformIdentity } from '@scaffale/domain/platform-identity';

// The shape of the legal pages' words (docs/spec/legal-pages.md), which each language's module
// (texts/) gives and legal-texts.ts loads.

/** A paragraph, or a list of items. An `https://` address in either becomes a link. */
export type Block = string | { list: string[] };

export interface Section {
  heading: string;
  blocks: Block[];
}

export interface Article {
  title: string;
  sections: Section[];
}

export interface LegalTexts {
  /** "Last updated: {date}". */
  updated: string;
  terms: Article;
  privacy: Article;
  cookies: Article & {
    table: { caption: string; name: string; purpose: string; duration: string; days: string };
    purposes: Record<CookiePurpose, string>;
  };
  withdrawal: Article & {
    form: {
      heading: string;
      instruction: string;
      /** The model form's lines, Annex I(B) of Directive 2011/83/EU, in order. */
      lines: string[];
      footnote: string;
      print: string;
    };
  };
  accessibility: Article;
  legalNotice: Article & { fields: Record<keyof PlatformIdentity, string> };
}

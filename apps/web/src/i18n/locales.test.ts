/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../config/languages';

type Tree = { [key: string]: string | Tree };

/**
 * The two files of each language: the shop's (`{lang}.json`, loaded before the first
 * render) and the area pages' (`areas/{lang}.json`, loaded by those pages only).
 */
const FILES = ['', 'areas/'] as const;

function load(file: string): Tree {
  return JSON.parse(readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')) as Tree;
}

/** A language's files, merged as the app merges them once an area page has loaded its own. */
function loadLanguage(lang: string): Tree {
  return Object.assign({}, ...FILES.map((dir) => load(`./${dir}${lang}.json`))) as Tree;
}

/** Every leaf as [dotted key, value]; non-string leaves are reported as a problem. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? leaves(value, path)
      : [[path, value]];
  });
}

/** `{{name}}` placeholders of a translation, sorted. */
function placeholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const locales = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, new Map(leaves(loadLanguage(lang)))]),
);
const reference = locales.it ?? new Map<string, unknown>();

describe('translations', () => {
  it('Italian has keys', () => {
    expect(reference.size).toBeGreaterThan(0);
  });

  for (const lang of LANGUAGES) {
    // Merged namespace by namespace: one present in both files would lose half its keys.
    it(`${lang}'s two files share no namespace, and each has the same ones as Italian's`, () => {
      const [shop, areas] = FILES.map((dir) => Object.keys(load(`./${dir}${lang}.json`)));
      const [itShop, itAreas] = FILES.map((dir) => Object.keys(load(`./${dir}it.json`)));
      expect(shop?.filter((namespace) => areas?.includes(namespace))).toEqual([]);
      expect(shop?.sort()).toEqual(itShop?.sort());
      expect(areas?.sort()).toEqual(itAreas?.sort());
    });
  }

  for (const lang of LANGUAGES.filter((l) => l !== 'it')) {
    const other = locales[lang] ?? new Map<string, unknown>();

    it(`${lang} has every Italian key`, () => {
      const missing = [...reference.keys()].filter((key) => !other.has(key));
      expect(missing).toEqual([]);
    });

    it(`${lang} has no key that Italian lacks`, () => {
      const extra = [...other.keys()].filter((key) => !reference.has(key));
      expect(extra).toEqual([]);
    });

    it(`${lang} uses the same {{placeholders}} as Italian`, () => {
      const mismatched = [...reference.entries()].filter(([key, value]) => {
        const theirs = other.get(key);
        return (
          typeof value === 'string' &&
          typeof theirs === 'string' &&
          placeholders(value).join() !== placeholders(theirs).join()
        );
      });
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });
  }

  for (const lang of LANGUAGES) {
    it(`${lang} has no empty or non-string value`, () => {
      const bad = [...(locales[lang] ?? new Map<string, unknown>()).entries()]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(bad).toEqual([]);
    });
  }
});

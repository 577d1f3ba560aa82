import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository explains itself: code, tests and documents cite the pages of docs/spec/ as
// `docs/spec/<page>.md §<section>` (docs/spec/README.md), and the pages cite each other as
// `[page.md](page.md) §<section>`. Each such reference must name a page that exists and a
// heading of it that carries the number; nothing may cite the specification and the contract
// kept outside the repository ("SPEC §4", "CONTRACT §7"), nor an issue by its number, except
// the performance diary, whose issue numbers are its history.

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|graphql|css|html|json|sql|ya?ml|sh)$/;
// This file's own examples are broken on purpose.
const SKIP = new Set(['package-lock.json', 'apps/server/src/spec-references.test.ts']);
const HISTORY = new Set(['docs/perf.md', 'docs/perf-log.md']);

/** A comment's line break: a reference may be wrapped between its page and its section. */
const BREAK = String.raw`(?:[ \t]*\n[ \t]*(?:\/\/|\*|#)?)?[ \t]*`;
const SECTIONS = String.raw`§(\d+(?:\.\d+)*)((?:(?:,[ \t]*| and | or )§\d+(?:\.\d+)*)*)`;
const SPEC_REF = new RegExp(String.raw`docs/spec/([\w.-]+\.md)(?:${BREAK}${SECTIONS})?`, 'g');
const LINK_REF = new RegExp(String.raw`\]\(([\w-]+\.md)\)(?:${BREAK}${SECTIONS})?`, 'g');
const OLD_FORM = new RegExp(String.raw`\b(?:SPEC|CONTRACT)(?:\.md)?${BREAK}§\s*\d+`, 'g');
const ISSUE = new RegExp(String.raw`\b[Ii]ssues?${BREAK}\d+\b`, 'g');

/** The section numbers a page's headings carry: `## 3. Title` → 3, `### 3.2 Title` → 3.2. */
export function sectionsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{2,6}[ \t]+(\d+(?:\.\d+)*)\.?[ \t]/gm)].map((m) => m[1] ?? '');
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;
const flat = (text: string) => text.replace(/\s*\n\s*(?:\/\/|\*|#)?\s*/g, ' ');

/**
 * What is wrong with the references of one file (its path from the repository's root): each
 * problem names the file, the line and the reference.
 */
export function problemsIn(
  file: string,
  text: string,
  pages: ReadonlyMap<string, readonly string[]>,
): string[] {
  const problems: string[] = [];
  const check = (page: string, first: string | undefined, rest: string | undefined, at: number) => {
    const where = `${file}:${lineOf(text, at)}`;
    const sections = pages.get(page);
    if (!sections) {
      problems.push(`${where}: docs/spec/${page} does not exist`);
      return;
    }
    if (first === undefined) return;
    const numbers = [first, ...[...(rest ?? '').matchAll(/§([\d.]+)/g)].map((m) => m[1] ?? '')];
    for (const n of numbers) {
      if (!sections.includes(n)) problems.push(`${where}: docs/spec/${page} has no heading §${n}`);
    }
  };
  for (const m of text.matchAll(SPEC_REF)) check(m[1] ?? '', m[2], m[3], m.index);
  if (file.startsWith('docs/spec/')) {
    for (const m of text.matchAll(LINK_REF)) check(m[1] ?? '', m[2], m[3], m.index);
  }
  for (const m of text.matchAll(OLD_FORM)) {
    problems.push(
      `${file}:${lineOf(text, m.index)}: "${flat(m[0])}" cites a document outside the repository`,
    );
  }
  if (!HISTORY.has(file)) {
    for (const m of text.matchAll(ISSUE)) {
      problems.push(
        `${file}:${lineOf(text, m.index)}: "${flat(m[0])}" names an issue: cite the docs/spec section that holds its decision`,
      );
    }
  }
  return problems;
}

/** Every page of docs/spec/ with the section numbers of its headings. */
function specPages(): Map<string, string[]> {
  const dir = join(root, 'docs/spec');
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => [name, sectionsOf(readFileSync(join(dir, name), 'utf8'))]),
  );
}

/** The repository's text files: those git tracks, and new ones it does not ignore. */
function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && TEXT.test(file) && !SKIP.has(file));
}

describe('references to docs/spec', () => {
  // Built from parts, so that this file's own source holds none of the forms it refuses.
  const spec = 'SP' + 'EC';
  const contract = 'CONT' + 'RACT';
  const issue = 'iss' + 'ue';
  const pages = new Map([
    ['cart.md', ['1', '2', '2.1', '2.4']],
    ['checkout.md', ['1', '3', '3.2']],
  ]);

  it('reads the section numbers of a page from its headings', () => {
    expect(
      sectionsOf(
        '# Title\n\n## 1. First\n\ntext\n\n### 1.2 A part\n\n## 2 Second\n\n#### 2.1.3. Deep\n',
      ),
    ).toEqual(['1', '1.2', '2', '2.1.3']);
    expect(sectionsOf('## Unnumbered\n\n2. a list item\n')).toEqual([]);
  });

  it('lets a reference to an existing page and heading through', () => {
    const text = [
      '// The destination (docs/spec/cart.md §2.4) and the address (docs/spec/checkout.md §3.2).',
      ' * what the browser keeps (docs/spec/checkout.md §1, §3.2 and §3), wrapped',
      ' * (docs/spec/cart.md',
      ' * §2.1); the index: docs/spec/cart.md.',
    ].join('\n');
    expect(problemsIn('apps/web/src/x.ts', text, pages)).toEqual([]);
  });

  it('names each reference whose page or heading does not exist', () => {
    const text = [
      '// line one: docs/spec/cart.md §2.9',
      '// line two: docs/spec/checkout.md §1, §4.1',
      '// line three: docs/spec/payments.md §1',
      '// line four: docs/spec/cart.md',
      '// §7',
    ].join('\n');
    expect(problemsIn('apps/web/src/x.ts', text, pages)).toEqual([
      'apps/web/src/x.ts:1: docs/spec/cart.md has no heading §2.9',
      'apps/web/src/x.ts:2: docs/spec/checkout.md has no heading §4.1',
      'apps/web/src/x.ts:3: docs/spec/payments.md does not exist',
      'apps/web/src/x.ts:4: docs/spec/cart.md has no heading §7',
    ]);
  });

  it("checks the pages' links to each other, in docs/spec only", () => {
    const text = 'See [cart.md](cart.md) §2.1, [checkout.md](checkout.md) §5 and [x](nowhere.md).';
    expect(problemsIn('docs/spec/payments.md', text, pages)).toEqual([
      'docs/spec/payments.md:1: docs/spec/checkout.md has no heading §5',
      'docs/spec/payments.md:1: docs/spec/nowhere.md does not exist',
    ]);
    expect(problemsIn('docs/adr/001-x.md', text, pages)).toEqual([]);
  });

  it('refuses the old documents and issue numbers, the performance diary excepted', () => {
    const text = [
      `// ${spec} §4: the billing rule (${contract}.md §3)`,
      `/** the totals (${contract}`,
      ` * §4) */`,
      `// The shelf (${issue} 29); ${issue}s 6 and 26`,
    ].join('\n');
    expect(problemsIn('apps/web/src/x.ts', text, pages)).toEqual([
      `apps/web/src/x.ts:1: "${spec} §4" cites a document outside the repository`,
      `apps/web/src/x.ts:1: "${contract}.md §3" cites a document outside the repository`,
      `apps/web/src/x.ts:2: "${contract} §4" cites a document outside the repository`,
      `apps/web/src/x.ts:4: "${issue} 29" names an issue: cite the docs/spec section that holds its decision`,
      `apps/web/src/x.ts:4: "${issue}s 6" names an issue: cite the docs/spec section that holds its decision`,
    ]);
    expect(problemsIn('docs/perf.md', `after ${issue} 38's change`, pages)).toEqual([]);
    expect(problemsIn('docs/perf.md', `${spec} §4`, pages)).toHaveLength(1);
  });

  it('finds every page cited and every heading numbered once in the repository', () => {
    const all = specPages();
    const problems: string[] = [];
    for (const [page, sections] of all) {
      const twice = sections.filter((n, i) => sections.indexOf(n) !== i);
      for (const n of twice) problems.push(`docs/spec/${page}: §${n} numbers two headings`);
    }
    for (const file of repositoryFiles()) {
      problems.push(...problemsIn(file, readFileSync(join(root, file), 'utf8'), all));
    }
    expect(problems).toEqual([]);
  });
});

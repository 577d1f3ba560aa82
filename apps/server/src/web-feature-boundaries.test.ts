import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web's feature zones `npm run lint` enforces (eslint.config.js, built from the folders
// of apps/web/src/features), tried on a deliberate cross-feature import from every folder of
// every feature: a zone that missed a feature, or a depth, would pass the lint of a clean tree
// just as well. The feature list here is read from the disk too, so a feature created
// tomorrow is tried tomorrow.

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const featuresDir = join(root, 'apps/web/src/features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** A feature's folders (itself first), relative to it. */
function foldersOf(feature: string): string[] {
  const dir = join(featuresDir, feature);
  const below = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
  return ['', ...below];
}

// The repository's own config; only the import rule runs, and without the type-aware
// program, which a probe file that is not on disk could not join (and which would take
// minutes to build for a rule that reads import strings).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
  },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

const FEATURE_RULE = 'Features never import each other';

/** The messages of the import rule on `source`, as if written at `path` (from the repo's root). */
async function restrictedImports(path: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) });
  return result!.messages.map((message) => ({
    line: message.line,
    rule: message.ruleId,
    feature: message.message.includes(FEATURE_RULE),
  }));
}

describe('the web features the lint keeps apart', () => {
  it('are the folders of apps/web/src/features, the back office included', () => {
    expect(features).toEqual(expect.arrayContaining(['admin', 'bookshop-area', 'my-orders']));
  });

  for (const feature of features) {
    it(`refuse ${feature} importing any other feature, from each of its folders`, async () => {
      const others = features.filter((other) => other !== feature);
      for (const folder of foldersOf(feature)) {
        const depth = folder === '' ? 0 : folder.split('/').length;
        const up = '../'.repeat(depth + 1);
        const path = `apps/web/src/features/${feature}/${folder ? `${folder}/` : ''}probe.tsx`;
        const source = [
          ...others.map((other, i) => `import { a${i} } from '${up}${other}/api/x';`),
          // The same feature from a side door, and through src/features/ by name.
          `import { b } from '${up}../features/${others[0]}/x';`,
          // Its own code and the shared layers stay allowed.
          `import { c } from '${up}${feature}/x';`,
          `import { d } from '${up}../lib/x';`,
          `import { e } from '${up}../components/x';`,
          'export {};',
        ].join('\n');
        const found = await restrictedImports(path, source);
        expect(found, path).toEqual(
          [...others, others[0]].map((_, i) => ({
            line: i + 1,
            rule: 'no-restricted-imports',
            feature: true,
          })),
        );
      }
    });
  }

  it('still refuse a feature importing the app shell', async () => {
    expect(
      await restrictedImports(
        'apps/web/src/features/cart/components/probe.tsx',
        "import { Layout } from '../../../app/layout';\nexport {};\n",
      ),
    ).toEqual([{ line: 1, rule: 'no-restricted-imports', feature: false }]);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { expect, it } from 'vitest';
import config, { formatGenerated } from '../../../../codegen.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const WEB_GQL = path.join(ROOT, 'apps/web/src/gql');

it('the committed GraphQL types are what codegen.ts generates from the schema and documents', async () => {
  // The same config as `npm run codegen:graphql`, kept in memory.
  const outputs: { filename: string; content: string }[] = await generate(
    { ...config, cwd: ROOT },
    false,
  );
  const stale: string[] = [];
  for (const output of outputs) {
    const file = path.resolve(ROOT, output.filename);
    const expected = await formatGenerated(file, output.content);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== expected) {
      stale.push(path.relative(ROOT, file));
    }
  }
  const generated = new Set(outputs.map((output) => path.resolve(ROOT, output.filename)));
  for (const name of readdirSync(WEB_GQL)) {
    const file = path.join(WEB_GQL, name);
    if (!generated.has(file)) stale.push(`${path.relative(ROOT, file)} (no longer generated)`);
  }
  expect(stale, 'stale generated files: run npm run codegen:graphql').toEqual([]);
  expect(
    outputs.map((output) => path.relative(ROOT, path.resolve(ROOT, output.filename))).sort(),
  ).toEqual([
    'apps/server/src/graphql/resolvers.generated.ts',
    'apps/web/src/gql/gql.ts',
    'apps/web/src/gql/graphql.ts',
  ]);
  // Generating is CPU work alone (no waiting): on two cores shared with the rest of the suite
  // it has taken over 30 s, inside the suite's bound (vitest.config.ts).
});

import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from './schema-codegen.ts';
import { testDatabaseTargets } from './test-databases.ts';

// The committed row types must be what the migrations' schema generates, on each server the
// suites run on (PostgreSQL 15 to 18 give the same text: kysely-codegen reads the catalogue,
// which these versions describe alike).

for (const target of testDatabaseTargets()) {
  describe(`schema.generated.ts (${target.name})`, () => {
    it('is what the migrated schema generates', async () => {
      const database = await target.open();
      try {
        const generated = await generateSchemaTypes(database.db);
        const committed = await readFile(SCHEMA_TYPES_FILE, 'utf8');
        expect(
          generated,
          'schema.generated.ts is stale: run `npm run codegen:db` and commit it',
        ).toBe(committed);
      } finally {
        await database.close();
      }
    });
  });
}

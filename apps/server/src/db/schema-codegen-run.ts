import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { loadConfig } from '../config.ts';
import type { Engine } from './database.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from './schema-codegen.ts';
import { openFresh } from './test-databases.ts';

// `npm run codegen:db`: writes schema.generated.ts from a throwaway database the migrations
// build, on DATABASE_URL's server or else the embedded one in DATA_DIR.

async function main(): Promise<void> {
  const config = loadConfig().database;
  if (config.kind === 'postgres') {
    await generateOn('postgres', config.url);
  } else {
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    try {
      await generateOn('embedded', embedded.urlFor('postgres'));
    } finally {
      await embedded.release();
    }
  }
  console.log(`Wrote ${relative(process.cwd(), SCHEMA_TYPES_FILE)}`);
}

async function generateOn(engine: Engine, adminUrl: string): Promise<void> {
  const database = await openFresh(engine, adminUrl);
  try {
    await writeFile(SCHEMA_TYPES_FILE, await generateSchemaTypes(database.db));
  } finally {
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error('Generating the schema types failed:', error);
  process.exitCode = 1;
});

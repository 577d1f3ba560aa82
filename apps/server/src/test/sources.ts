import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type RawBuilder,
} from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/types.ts';

/** The server's source folder (apps/server/src). */
export const SERVER_SOURCES = fileURLToPath(new URL('..', import.meta.url));

/**
 * Each line of the server's own code (not its tests, nor the test kit) that `pattern`
 * matches, as its file (relative to apps/server/src, with `/`) and line number; the files
 * `skip` names left out. For the tests that prove a rule of the code holds everywhere.
 */
export function serverSourceLines(
  pattern: RegExp,
  skip: (file: string) => boolean = () => false,
): { file: string; line: number; text: string }[] {
  const sites: { file: string; line: number; text: string }[] = [];
  for (const entry of readdirSync(SERVER_SOURCES, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const file = relative(SERVER_SOURCES, path).split('\\').join('/');
    if (!entry.isFile() || !file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    if (file.startsWith('test/') || skip(file)) continue;
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (pattern.test(text)) sites.push({ file, line: i + 1, text: text.trim() });
      });
  }
  return sites;
}

/** Kysely's PostgreSQL compiler with no server: every statement answers no rows. */
export function compilerOnly(): Db {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

/** A statement or fragment's SQL and parameters, as PostgreSQL would be sent them. */
export function compiledSql(fragment: RawBuilder<unknown>): CompiledQuery {
  return fragment.compile(compilerOnly());
}

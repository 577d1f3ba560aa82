import { sql, type Kysely } from 'kysely';

// Keys an installation makes for itself when none is configured (the sandbox's webhook
// signatures without SESSION_SECRET): random, made once, the same for every server process
// on the database.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE installation_keys (
      name text PRIMARY KEY,
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS installation_keys`.execute(db);
}

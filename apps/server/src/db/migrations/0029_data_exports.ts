import { sql, type Kysely } from 'kysely';

// The buyer's copy of their data (docs/spec/accounts-and-access.md §6): each download is
// written down, by account and client address, for the hourly limit
// (modules/privacy/data-export.ts) and as the record of when a copy was handed out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE data_exports (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      ip text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX data_exports_user_idx ON data_exports (user_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS data_exports;`.execute(db);
}

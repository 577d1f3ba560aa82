import { sql, type Kysely } from 'kysely';

// An account made with a one-time password (a new bookshop's first staff account) must choose
// its own at its first login: until it has, its sessions may do nothing else (ADR 020).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS must_change_password;`.execute(db);
}

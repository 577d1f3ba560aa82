import { sql, type Kysely } from 'kysely';

// Discount-code attempts per account, counted in the database so the rate limit holds
// across server processes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE discount_code_attempts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX discount_code_attempts_user_idx ON discount_code_attempts (user_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS discount_code_attempts`.execute(db);
}

import { sql, type Kysely } from 'kysely';

// The job queue's deadline task looks for parts still to confirm whose deadline passed: an
// index of those parts alone, by deadline, so it never reads the parts already handled.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX order_parts_to_confirm_by_idx ON order_parts (confirm_by)
      WHERE status = 'TO_CONFIRM';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS order_parts_to_confirm_by_idx`.execute(db);
}

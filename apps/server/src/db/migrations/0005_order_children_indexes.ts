import { sql, type Kysely } from 'kysely';

// An order's lines and code uses are found from the order: the confirmation page, the
// placed order's books taken out of the basket, a cancellation giving stock and codes back.
// Without these indexes each of those read every line (or use) ever recorded, a cost that
// grew with every order (docs/perf-log.md, step 38).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX order_lines_order_part_id_idx ON order_lines (order_part_id);
    CREATE INDEX discount_code_uses_order_id_idx ON discount_code_uses (order_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS order_lines_order_part_id_idx;
    DROP INDEX IF EXISTS discount_code_uses_order_id_idx;
  `.execute(db);
}

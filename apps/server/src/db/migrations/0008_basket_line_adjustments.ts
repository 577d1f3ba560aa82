import { sql, type Kysely } from 'kysely';

// A basket line lowered to the copies left (other buyers took the rest) keeps the quantity
// it had, so the cart and the checkout can tell the buyer until they change the line.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE basket_lines ADD COLUMN adjusted_from int CHECK (adjusted_from > 0);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE basket_lines DROP COLUMN IF EXISTS adjusted_from`.execute(db);
}

import { sql, type Kysely } from 'kysely';

// A bank transfer's refund in the sandbox, as at Stripe: the email the buyer is asked at for
// the account the money goes back to (Stripe's instructions_email; docs/spec/bank-transfers.md
// §6). Null for a card's or PayPal's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sandbox_refunds ADD COLUMN instructions_email text;`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sandbox_refunds DROP COLUMN IF EXISTS instructions_email;`.execute(db);
}

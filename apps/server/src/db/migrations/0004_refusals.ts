import { sql, type Kysely } from 'kysely';

// A statement that must fail when a condition does not hold (a shortfall of stock), so that
// it can go in one write with its transaction's `commit`: the commit of a failed transaction
// rolls it back. `refuse('OUT_OF_STOCK')` raises with that code as the message (db/errors.ts).
// VOLATILE: the planner never evaluates it ahead of the CASE that guards it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION refuse(code text) RETURNS int LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = code;
    END
    $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS refuse(text);`.execute(db);
}

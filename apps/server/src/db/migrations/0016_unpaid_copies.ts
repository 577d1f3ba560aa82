import { sql, type Kysely } from 'kysely';

// The copies orders waiting for their payment hold, capped per account and per client
// (docs/spec/accounts-and-access.md §4: one new account emptied a shelf with three bank transfers).
// An order keeps the address it was placed from; the client is its network: an IPv4 address, an
// IPv6 /64 (what one household or machine is given). Both counts read only the orders still holding
// copies (pending, awaiting a transfer), by account and by network, never every order placed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE orders ADD COLUMN client_address inet;
    CREATE INDEX orders_unpaid_user_idx ON orders (user_id)
      WHERE status IN ('pending', 'awaiting_transfer');
    CREATE INDEX orders_unpaid_network_idx ON orders (
      network(set_masklen(client_address, CASE family(client_address) WHEN 4 THEN 32 ELSE 64 END))
    ) WHERE status IN ('pending', 'awaiting_transfer');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS orders_unpaid_network_idx;
    DROP INDEX IF EXISTS orders_unpaid_user_idx;
    ALTER TABLE orders DROP COLUMN IF EXISTS client_address;
  `.execute(db);
}

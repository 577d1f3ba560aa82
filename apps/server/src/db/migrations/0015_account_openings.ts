import { sql, type Kysely } from 'kysely';

// Accounts opened, and emails checked for the account page, per client address and network
// (/24, /64), for their hourly limit (modules/account/opening-limits.ts). The network is
// written down with the row, so one index answers both counts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE account_openings (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('registration', 'email_check')),
      ip text NOT NULL,
      network text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX account_openings_network_idx ON account_openings (network, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS account_openings;`.execute(db);
}

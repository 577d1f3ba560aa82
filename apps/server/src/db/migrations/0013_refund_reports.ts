import { sql, type Kysely } from 'kysely';

// A provider may accept a refund as pending and report later how it ended (Stripe's
// refund.updated): the refund keeps what its provider last said, and a refund the provider
// reports failed is 'failed' (nothing went back; a person settles it, never a retry with the
// same key). Refund events are found by the provider's refund reference.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE refunds ADD COLUMN provider_status text
      CHECK (provider_status IN ('pending', 'succeeded', 'failed'));
    ALTER TABLE refunds DROP CONSTRAINT refunds_status_check;
    ALTER TABLE refunds ADD CONSTRAINT refunds_status_check
      CHECK (status IN ('pending', 'succeeded', 'owed', 'failed'));
    CREATE INDEX refunds_provider_ref_idx ON refunds (provider_ref) WHERE provider_ref IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS refunds_provider_ref_idx;
    ALTER TABLE refunds DROP CONSTRAINT refunds_status_check;
    ALTER TABLE refunds ADD CONSTRAINT refunds_status_check
      CHECK (status IN ('pending', 'succeeded', 'owed'));
    ALTER TABLE refunds DROP COLUMN IF EXISTS provider_status;
  `.execute(db);
}

import { sql, type Kysely } from 'kysely';

// An account's email changes (docs/spec/accounts-and-access.md §2): asked with the account's
// password, they take effect once the link mailed to the new address is opened (confirm_token_hash,
// valid a day); the old address is mailed a link that undoes the change (undo_token_hash, valid 7
// days). Both tokens are stored as their SHA-256 and used once.
// - superseded_at: a newer request replaced it before it was confirmed;
// - undone_at: its undo link was opened; voided_at: an earlier change was undone, which ends
//   every change made after it (so a chain of changes cannot escape the first undo link);
// - while its undo link lives, old_email stays the account's: no other account may take it
//   (registration, another account's change), so undoing can always give it back.
// The row goes with the account's personal data when the account is deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE email_changes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      old_email text NOT NULL,
      new_email text NOT NULL,
      confirm_token_hash text NOT NULL UNIQUE,
      confirm_expires_at timestamptz NOT NULL,
      undo_token_hash text NOT NULL UNIQUE,
      undo_expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      confirmed_at timestamptz,
      superseded_at timestamptz,
      undone_at timestamptz,
      voided_at timestamptz
    );
    CREATE INDEX email_changes_user_idx ON email_changes (user_id, id);
    CREATE INDEX email_changes_old_email_idx ON email_changes (lower(old_email), undo_expires_at)
      WHERE undone_at IS NULL AND voided_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS email_changes`.execute(db);
}

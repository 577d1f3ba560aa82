import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import { z } from 'zod';
import { LANGUAGES } from '@scaffale/domain/languages';
import type { Db } from '../../db/database.ts';
import type { Language } from '../../db/types.ts';
import { issuePasswordLink } from '../account/password-reset.ts';

// The first administrator of a real installation (production seeds no demo data): made from
// the command line, `npm run admin:create -- --email …`, with a password nobody knows and a
// one-time link (the forgotten password's token: single use, one hour) to choose one.

const adminCreateArgs = z.object({
  email: z
    .string('--email is required (npm run admin:create -- --email someone@example.com)')
    .trim()
    .toLowerCase()
    .pipe(z.email('--email must be an email address').max(254)),
  language: z.enum(LANGUAGES, '--lang must be one of it, en, fr, es').default('it'),
});

export type AdminCreateInput = z.infer<typeof adminCreateArgs>;

/** `--email ADDRESS [--lang it|en|fr|es]`; a message naming the option at fault otherwise. */
export function parseAdminCreateArgs(
  argv: readonly string[],
): { ok: true; value: AdminCreateInput } | { ok: false; message: string } {
  let values: { email?: string | undefined; lang?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { email: { type: 'string' }, lang: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, message: `${(error as Error).message} (options: --email, --lang)` };
  }
  const parsed = adminCreateArgs.safeParse({ email: values.email, language: values.lang });
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join('; ') };
  }
  return { ok: true, value: parsed.data };
}

export type AdministratorResult =
  | { ok: true; created: boolean; userId: number; link: string; expiresAt: Date }
  /** The email is a buyer's or a bookshop's account: it is not made an administrator. */
  | { ok: false; code: 'EMAIL_NOT_AN_ADMINISTRATOR'; role: 'buyer' | 'staff' };

/**
 * Creates the administrator `email` (or finds it, when it is one already) and a link on
 * `publicUrl` that sets its password once. A new account's password is the hash of a random
 * secret thrown away: no password logs in, and a login attempt costs what any other does.
 */
export async function createAdministrator(
  db: Db,
  input: { email: string; language: Language },
  site: { publicUrl: string },
  now: Date = new Date(),
): Promise<AdministratorResult> {
  const email = input.email.trim().toLowerCase();
  const unusable = await hash(randomBytes(32).toString('base64url'), { algorithm: 2 });
  return db.transaction().execute(async (tx): Promise<AdministratorResult> => {
    const inserted = await tx
      .insertInto('users')
      .values({
        email,
        password_hash: unusable,
        language: input.language,
        role: 'admin',
        bookshop_id: null,
      })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning(['id', 'language', 'role'])
      .executeTakeFirst();
    const user =
      inserted ??
      (await tx
        .selectFrom('users')
        .select(['id', 'language', 'role'])
        .where(sql<string>`lower(email)`, '=', email)
        .forUpdate()
        .executeTakeFirstOrThrow());
    if (user.role !== 'admin') {
      return { ok: false, code: 'EMAIL_NOT_AN_ADMINISTRATOR', role: user.role };
    }
    const link = await issuePasswordLink(tx, user, now);
    return {
      ok: true,
      created: inserted !== undefined,
      userId: user.id,
      link: `${site.publicUrl}${link.path}`,
      expiresAt: link.expiresAt,
    };
  });
}

import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/accounts.ts';
import type { TestClient } from '../../test/client.ts';
import { DEMO_PASSWORD, MARIO } from '../../test/demo-accounts.ts';
import { engines, type Harness } from '../../test/harness.ts';
import { testDatabaseTargets } from '../../db/test-databases.ts';
import { tokenHash } from '../account/password-reset.ts';
import { createAdministrator, parseAdminCreateArgs } from './administrator.ts';

// `npm run admin:create -- --email …`: the first administrator of a real installation (no
// demo data there), made with no usable password and a one-time link to choose one.

const PASSWORD = 'the owner chose this passphrase 31';
const PUBLIC_URL = 'https://libri.example';
const ACCOUNT_ROLE = 'query AccountRole { accountRole }';
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

function tokenOf(link: string): string {
  const match = /^https:\/\/libri\.example\/(it|en|fr|es)\/reset-password\/([\w-]{43})\/$/.exec(
    link,
  );
  if (!match) throw new Error(`not a password link: ${link}`);
  return match[2]!;
}

async function roleOf(client: TestClient): Promise<unknown> {
  return (await client.graphql<{ accountRole: string | null }>('AccountRole', ACCOUNT_ROLE)).data
    ?.accountRole;
}

async function setPassword(h: Harness, token: string, password: string) {
  return h.client().post('/api/password-reset/confirm/', { token, password });
}

for (const engine of engines()) {
  describe(`npm run admin:create (${engine.name})`, () => {
    const h = engine.setup();
    const site = { publicUrl: PUBLIC_URL };

    it('makes an administrator who cannot log in until the link sets a password, once', async () => {
      const email = uniqueEmail('Owner', 'Example.IT');
      const made = await createAdministrator(
        h.database.db,
        { email: email.toLowerCase(), language: 'en' },
        site,
      );
      if (!made.ok) throw new Error(`refused: ${made.code}`);
      expect(made.created).toBe(true);
      const token = tokenOf(made.link);
      expect(made.link.startsWith(`${PUBLIC_URL}/en/reset-password/`)).toBe(true);

      const row = await h.database.db
        .selectFrom('users')
        .select(['role', 'bookshop_id', 'email', 'language', 'password_hash'])
        .where('id', '=', made.userId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        role: 'admin',
        bookshop_id: null,
        email: email.toLowerCase(),
        language: 'en',
      });
      // Only the token's hash is kept.
      const resets = await h.database.db
        .selectFrom('password_resets')
        .select('token_hash')
        .where('user_id', '=', made.userId)
        .execute();
      expect(resets).toEqual([{ token_hash: tokenHash(token) }]);

      // No password works before the link is used (the demo one included).
      for (const guess of [DEMO_PASSWORD, PASSWORD, row.password_hash]) {
        expect((await h.client().login(email, guess)).statusCode).toBe(401);
      }

      expect((await setPassword(h, token, PASSWORD)).statusCode).toBe(200);
      expect((await setPassword(h, token, `${PASSWORD} again`)).statusCode).toBe(400);

      const admin = h.client();
      expect((await admin.login(email, PASSWORD)).statusCode).toBe(200);
      expect(await roleOf(admin)).toBe('ADMIN');
    });

    it('finds an existing administrator and gives a new link, the password unchanged until it is used', async () => {
      const email = uniqueEmail('Owner', 'Example.IT').toLowerCase();
      const first = await createAdministrator(h.database.db, { email, language: 'it' }, site);
      if (!first.ok) throw new Error(first.code);
      expect((await setPassword(h, tokenOf(first.link), PASSWORD)).statusCode).toBe(200);

      const again = await createAdministrator(h.database.db, { email, language: 'fr' }, site);
      if (!again.ok) throw new Error(again.code);
      expect(again).toMatchObject({ created: false, userId: first.userId });
      // The account keeps its own language; the old password still works.
      expect(again.link.startsWith(`${PUBLIC_URL}/it/reset-password/`)).toBe(true);
      expect((await h.client().login(email, PASSWORD)).statusCode).toBe(200);
      const newer = `${PASSWORD} renewed`;
      expect((await setPassword(h, tokenOf(again.link), newer)).statusCode).toBe(200);
      expect((await h.client().login(email, PASSWORD)).statusCode).toBe(401);
      expect((await h.client().login(email, newer)).statusCode).toBe(200);
    });

    it('refuses an email that belongs to a buyer or staff, changing nothing', async () => {
      const refused = await createAdministrator(
        h.database.db,
        { email: MARIO.toUpperCase(), language: 'it' },
        site,
      );
      expect(refused).toEqual({ ok: false, code: 'EMAIL_NOT_AN_ADMINISTRATOR', role: 'buyer' });
      const mario = h.client();
      expect((await mario.login(MARIO, DEMO_PASSWORD)).statusCode).toBe(200);
      expect(await roleOf(mario)).toBe('BUYER');
    });
  });
}

describe('the command line of admin:create', () => {
  it('takes --email (and --lang), and says what is wrong otherwise', () => {
    expect(parseAdminCreateArgs(['--email', ' Anna@Example.IT '])).toEqual({
      ok: true,
      value: { email: 'anna@example.it', language: 'it' },
    });
    expect(parseAdminCreateArgs(['--email=anna@example.it', '--lang', 'es'])).toEqual({
      ok: true,
      value: { email: 'anna@example.it', language: 'es' },
    });
    for (const argv of [[], ['--email', 'not-an-email'], ['--email', 'a@b.it', '--lang', 'de']]) {
      const parsed = parseAdminCreateArgs(argv);
      expect(parsed.ok, argv.join(' ')).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/--email|--lang/);
    }
    expect(parseAdminCreateArgs(['--email', 'a@b.it', '--role', 'x']).ok).toBe(false);
  });

  it('prints the link when run as the README says, against DATABASE_URL', async () => {
    const [target] = testDatabaseTargets();
    const database = await target!.open();
    try {
      const email = uniqueEmail('Owner', 'Example.IT').toLowerCase();
      const output = await new Promise<string>((resolve, reject) => {
        execFile(
          'npm',
          ['run', '--silent', 'admin:create', '--', '--email', email],
          {
            cwd: REPO_ROOT,
            env: {
              PATH: process.env.PATH,
              HOME: process.env.HOME,
              DATABASE_URL: database.url,
              PUBLIC_URL,
            },
          },
          (error, stdout, stderr) =>
            error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
        );
      });
      const link = /https:\/\/\S+/.exec(output)?.[0] ?? '';
      expect(link.startsWith(`${PUBLIC_URL}/it/reset-password/`)).toBe(true);
      expect(output).toContain(email);
      const row = await database.db
        .selectFrom('users')
        .select('role')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('admin');
    } finally {
      await database.drop();
    }
  });
});

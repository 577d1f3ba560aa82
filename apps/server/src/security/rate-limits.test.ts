import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SLOWDOWN_MS,
  MAX_FAILURES_PER_EMAIL,
  MAX_FAILURES_PER_IP,
} from '../modules/account/account.service.ts';
import {
  DEFAULT_REGISTRATIONS_PER_HOUR,
  NETWORK_SHARE,
  networkOf,
} from '../modules/account/opening-limits.ts';
import { MAX_RESET_MAILS_PER_HOUR } from '../modules/account/password-reset.ts';
import { MAX_DISCOUNT_FAILURES } from '../modules/checkout/discount-codes.repo.ts';
import { registration, uniqueEmail } from '../test/accounts.ts';
import { DEMO_PASSWORD, GIULIA, JANE, MARIO, PA } from '../test/demo-accounts.ts';
import { bookOf, userIdOf } from '../test/fixtures.ts';
import { TestClient } from '../test/client.ts';
import { engines } from '../test/harness.ts';
import { ADD_DISCOUNT_CODE, type DiscountCodeResult } from '../test/operations.ts';
import { buyerWith } from '../test/shoppers.ts';

// What modules/account/account.test.ts and modules/checkout/checkout.test.ts leave out:
// the per-address login limit across accounts, simultaneous guesses (which must not slip
// under either limit together), the windows, no oracle in the refusals, and the client
// address behind a proxy (TRUST_PROXY). Each test has its own client address, so the
// per-address limit of one never touches another.

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);

describe('networkOf', () => {
  it('gives an IPv4 address’s /24 and an IPv6 address’s /64, however it is written', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:5:6::1')).toBe('2001:db8:5:6::/64');
    expect(networkOf('2001:0DB8:0005:0006:abcd:0:0:1')).toBe('2001:db8:5:6::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

for (const engine of engines()) {
  describe(`rate limits (${engine.name})`, () => {
    const h = engine.setup();

    it('limits failures per client address across accounts, and only that address', async () => {
      const attacker = h.client({ remoteAddress: '203.0.113.10' });
      await attacker.ensureCsrf();
      const emails = Array.from({ length: 5 }, (_, i) => `sprayed-${i}@example.com`);
      let failures = 0;
      // Four guesses per email stay under the per-email limit; the address adds them up.
      for (let round = 0; failures < MAX_FAILURES_PER_IP; round += 1) {
        const email = emails[round % emails.length]!;
        const response = await attacker.login(email, `guess-${round}`);
        expect(response.statusCode).toBe(401);
        failures += 1;
      }
      const blocked = await attacker.login(GIULIA, DEMO_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
      // A forwarded-for header is not believed (trustProxy is off): same address, same answer.
      const spoofed = await attacker.post(
        '/api/login/',
        { email: GIULIA, password: DEMO_PASSWORD },
        { headers: { 'x-forwarded-for': '198.51.100.77', 'x-real-ip': '198.51.100.77' } },
      );
      expect(spoofed.statusCode).toBe(429);
      // Another address is not affected.
      const neighbour = h.client({ remoteAddress: '203.0.113.11' });
      expect((await neighbour.login(GIULIA, DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('locks out the guessing address, not the owner: 429 with Retry-After there, a slower login elsewhere', async () => {
      const email = GIULIA;
      const guesser = h.client({ remoteAddress: '203.0.113.50' });
      await guesser.ensureCsrf();
      for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
        expect((await guesser.login(email, `guess-${i}`)).statusCode).toBe(401);
      }
      const locked = await guesser.login(email, DEMO_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // The owner, from an address that has not failed: let in, only slowed down.
      const owner = h.client({ remoteAddress: '203.0.113.51' });
      await owner.ensureCsrf();
      const started = Date.now();
      const login = await owner.login(email, DEMO_PASSWORD);
      expect(login.statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(ACCOUNT_SLOWDOWN_MS);
      // Limited per address and account: other accounts from that address are still answered.
      const other = await guesser.login(MARIO, 'wrong');
      expect(other.statusCode).toBe(401);
    });

    it('answers at most the limit of simultaneous guesses for one account', async () => {
      const client = h.client({ remoteAddress: '203.0.113.20' });
      await client.ensureCsrf();
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => client.login(JANE, `guess-${i}`)),
      );
      const statuses = guesses.map((g) => g.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_EMAIL);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30 - MAX_FAILURES_PER_EMAIL);
      expect((await client.login(JANE, DEMO_PASSWORD)).statusCode).toBe(429);
    });

    it('answers at most the limit of simultaneous guesses from one address', async () => {
      const client = h.client({ remoteAddress: '203.0.113.30' });
      await client.ensureCsrf();
      const guesses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => client.login(`nobody-${i}@example.com`, 'guess')),
      );
      const statuses = guesses.map((g) => g.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_IP);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40 - MAX_FAILURES_PER_IP);
    });

    it('lets simultaneous good logins from one address through (only failures count)', async () => {
      const client = h.client({ remoteAddress: '203.0.113.35' });
      await client.ensureCsrf();
      const logins = await Promise.all(
        Array.from({ length: MAX_FAILURES_PER_IP + 5 }, () => client.login(MARIO, DEMO_PASSWORD)),
      );
      expect(logins.map((l) => l.statusCode)).toEqual(logins.map(() => 200));
    });

    it('forgets failures after the window, and answers unknown emails like known ones', async () => {
      const { db } = h.database;
      const ip = '203.0.113.40';
      const client = h.client({ remoteAddress: ip });
      const email = PA;
      const old = Array.from({ length: MAX_FAILURES_PER_EMAIL }, () => ({
        email,
        ip,
        created_at: minutesAgo(16),
      }));
      await db.insertInto('login_failures').values(old).execute();
      expect((await client.login(email, DEMO_PASSWORD)).statusCode).toBe(200);

      // Recent failures (inside the 15 minutes) do hold, for a real account and an unknown one.
      const unknown = 'nobody-at-all@example.com';
      const recent = (address: string) =>
        Array.from({ length: MAX_FAILURES_PER_EMAIL }, () => ({
          email: address,
          ip: '198.51.100.1',
          created_at: minutesAgo(14),
        }));
      await db
        .insertInto('login_failures')
        .values([...recent(email), ...recent(unknown)])
        .execute();
      // From the address that failed, refused alike for a real account and an unknown one.
      const failing = h.client({ remoteAddress: '198.51.100.1' });
      const known = await failing.login(email, DEMO_PASSWORD);
      const stranger = await failing.login(unknown, DEMO_PASSWORD);
      expect(known.statusCode).toBe(429);
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json()).toEqual(known.json());
      // And a wrong password and an unknown email are told apart by nothing.
      const other = h.client({ remoteAddress: '203.0.113.41' });
      const wrong = await other.login(GIULIA, 'not-her-password');
      const missing = await other.login('not-a-customer@example.com', 'not-her-password');
      expect(wrong.statusCode).toBe(401);
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual(wrong.json());
    });

    describe('behind a proxy (TRUST_PROXY)', () => {
      // The TLS proxy in front: every client reaches the app from its address.
      const proxy = '192.0.2.1';

      it('keys the limits by the forwarded client: one guessing client locks out no other', async () => {
        const app = await h.secondApp({ trustProxy: [proxy] });
        const via = (client: string) =>
          new TestClient(app, { remoteAddress: proxy, forwardedFor: client });
        const attacker = via('198.51.100.20');
        await attacker.ensureCsrf();
        for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) {
          const response = await attacker.login(`proxied-${i % 5}@example.com`, `guess-${i}`);
          expect(response.statusCode).toBe(401);
        }
        expect((await attacker.login(GIULIA, DEMO_PASSWORD)).statusCode).toBe(429);
        const reset = await attacker.post('/api/password-reset/', {
          email: 'proxied-0@example.com',
        });
        expect(reset.statusCode).toBe(202);

        // Another client behind the same proxy logs in, registers and asks for a reset.
        const other = via('198.51.100.21');
        expect((await other.login(GIULIA, DEMO_PASSWORD)).statusCode).toBe(200);
        const newcomer = via('198.51.100.22');
        const registered = await newcomer.post(
          '/api/register/',
          registration({ email: uniqueEmail('proxied-new'), firstName: 'Pia', lastName: 'Proxy' }),
        );
        expect(registered.statusCode).toBe(201);
        expect(
          (await via('198.51.100.23').post('/api/password-reset/', { email: MARIO })).statusCode,
        ).toBe(202);
      });

      it('believes X-Forwarded-For only from the proxy it names, and none without TRUST_PROXY', async () => {
        const app = await h.secondApp({ trustProxy: [proxy] });
        // A client reaching the app directly forges the header: keyed by its own address.
        const forger = new TestClient(app, { remoteAddress: '203.0.113.90' });
        await forger.ensureCsrf();
        for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) {
          const forged = { headers: { 'x-forwarded-for': `198.51.100.${100 + i}` } };
          const response = await forger.post(
            '/api/login/',
            { email: `forged-${i % 5}@example.com`, password: 'guess' },
            forged,
          );
          expect(response.statusCode).toBe(401);
        }
        const again = await forger.post(
          '/api/login/',
          { email: GIULIA, password: DEMO_PASSWORD },
          { headers: { 'x-forwarded-for': '198.51.100.250' } },
        );
        expect(again.statusCode).toBe(429);

        // Without TRUST_PROXY (the default app): the proxy's address is the client's, whatever
        // the header says.
        const behind = new TestClient(h.app, { remoteAddress: '203.0.113.91' });
        await behind.ensureCsrf();
        for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) {
          const client = new TestClient(h.app, {
            remoteAddress: '203.0.113.91',
            forwardedFor: `198.51.100.${i + 1}`,
          });
          expect((await client.login(`unproxied-${i % 5}@example.com`, 'guess')).statusCode).toBe(
            401,
          );
        }
        const fresh = new TestClient(h.app, {
          remoteAddress: '203.0.113.91',
          forwardedFor: '198.51.100.99',
        });
        expect((await fresh.login(GIULIA, DEMO_PASSWORD)).statusCode).toBe(429);
      });
    });

    describe('accounts opened and emails checked', () => {
      const newcomer = (tag: string) =>
        registration({ email: uniqueEmail(tag), firstName: 'Nina', lastName: 'Nuova' });
      const tooMany = {
        code: 'TOO_MANY_ATTEMPTS',
        detail: 'Troppi account aperti da questa rete. Riprova più tardi.',
      };

      it('opens at most the limit of simultaneous registrations from one address, on two processes', async () => {
        const second = await h.secondApp();
        const address = '203.0.113.120';
        const clients = Array.from(
          { length: 40 },
          (_, i) => new TestClient(i % 2 === 0 ? h.app : second, { remoteAddress: address }),
        );
        await Promise.all(clients.map((client) => client.ensureCsrf()));
        const answers = await Promise.all(
          clients.map((client, i) => client.post('/api/register/', newcomer(`burst-${i}`))),
        );
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.filter((s) => s === 201)).toHaveLength(DEFAULT_REGISTRATIONS_PER_HOUR);
        expect(statuses.filter((s) => s === 429)).toHaveLength(40 - DEFAULT_REGISTRATIONS_PER_HOUR);
        const refused = answers.find((answer) => answer.statusCode === 429)!;
        expect(refused.json()).toEqual(tooMany);
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(59 * 60);
        // (Each registration reads the clock as it arrives, before its verdict: a second more.)
        expect(retryAfter).toBeLessThanOrEqual(60 * 60 + 1);
        // The accounts refused were not opened.
        const opened = await h.database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('email', 'like', 'burst-%')
          .executeTakeFirstOrThrow();
        expect(Number(opened.count)).toBe(DEFAULT_REGISTRATIONS_PER_HOUR);
      });

      it('limits a network (/24, /64) as a whole, and only that network', async () => {
        const perAddress = 2;
        const app = await h.secondApp({ registrationsPerHour: perAddress });
        const register = (address: string) =>
          new TestClient(app, { remoteAddress: address }).post(
            '/api/register/',
            newcomer('network'),
          );
        const networks = [
          { address: (i: number) => `198.51.120.${i + 1}`, neighbour: '198.51.121.1' },
          { address: (i: number) => `2001:db8:5:6::${i + 1}`, neighbour: '2001:db8:5:7::1' },
        ];
        for (const { address, neighbour } of networks) {
          const addresses = (perAddress * NETWORK_SHARE) / perAddress;
          for (let i = 0; i < addresses; i += 1) {
            for (let n = 0; n < perAddress; n += 1) {
              expect((await register(address(i))).statusCode, address(i)).toBe(201);
            }
          }
          const full = await register(address(addresses));
          expect(full.statusCode, address(addresses)).toBe(429);
          expect(full.json()).toEqual(tooMany);
          expect((await register(neighbour)).statusCode, neighbour).toBe(201);
        }
        // An IPv4 client as a dual-stack socket names it is in its /24 all the same.
        expect((await register('::ffff:198.51.120.200')).statusCode).toBe(429);
      });

      it('counts the account page’s email check as a registration', async () => {
        const app = await h.secondApp({ registrationsPerHour: 3 });
        const client = new TestClient(app, { remoteAddress: '203.0.113.130' });
        const account = newcomer('checker');
        expect((await client.post('/api/register/', account)).statusCode).toBe(201);
        // A new email asks for the current password (then waits for its link).
        const profile = (email: string) => ({
          email,
          firstName: 'Nina',
          lastName: 'Nuova',
          language: 'it',
          currentPassword: account.password,
        });
        const taken = await client.post('/api/account/', profile(GIULIA));
        expect(taken.statusCode).toBe(400);
        const renamed = uniqueEmail('checked');
        expect((await client.post('/api/account/', profile(renamed))).statusCode).toBe(200);
        // The limit reached: the next probe is refused before the email is looked up.
        const probe = await client.post('/api/account/', profile(MARIO));
        expect(probe.statusCode).toBe(429);
        expect(probe.json()).toEqual({
          code: 'TOO_MANY_ATTEMPTS',
          detail: 'Troppi controlli di indirizzi email da questa rete. Riprova più tardi.',
        });
        expect(Number(probe.headers['retry-after'])).toBeGreaterThan(0);
        // The names alone are still saved (the email is not changed, nothing is checked).
        const names = await client.post('/api/account/', {
          ...profile(account.email),
          firstName: 'Ada',
        });
        expect(names.statusCode).toBe(200);
        expect((await client.post('/api/register/', newcomer('after-checks'))).statusCode).toBe(
          429,
        );
      });

      it('caps the reset mails one mailbox gets in an hour, whatever the asking addresses', async () => {
        const { db } = h.database;
        const account = newcomer('mailbox');
        const owner = h.client({ remoteAddress: '203.0.113.140' });
        expect((await owner.post('/api/register/', account)).statusCode).toBe(201);
        const bodies = new Set<string>();
        for (let address = 1; address <= 10; address += 1) {
          const asker = h.client({ remoteAddress: `198.51.${address}.7` });
          for (let ask = 0; ask < MAX_FAILURES_PER_EMAIL; ask += 1) {
            const answer = await asker.post('/api/password-reset/', { email: account.email });
            expect(answer.statusCode).toBe(202);
            bodies.add(answer.body);
          }
        }
        // One answer for all: the cap tells nothing of the mailbox.
        expect(bodies.size).toBe(1);
        const mails = await db
          .selectFrom('mail_outbox')
          .select('kind')
          .where('recipient', '=', account.email)
          .where('kind', '=', 'password_reset')
          .execute();
        expect(mails).toHaveLength(MAX_RESET_MAILS_PER_HOUR);
      });
    });

    describe('discount codes', () => {
      const addCode = async (client: Awaited<ReturnType<typeof buyerWith>>, code: string) =>
        (
          await client.graphql<{ addDiscountCode: DiscountCodeResult }>(
            'AddDiscountCode',
            ADD_DISCOUNT_CODE,
            { selectedShippings: [], discountCode: code },
          )
        ).data!.addDiscountCode;

      it('answers at most the limit of simultaneous wrong codes, and then nothing else', async () => {
        const { db } = h.database;
        const book = await bookOf(db, 'Libreria Centrale');
        const mario = await buyerWith(h, MARIO, [book.id]);
        const results = await Promise.all(
          Array.from({ length: 30 }, (_, i) => addCode(mario, `WRONG-${i}`)),
        );
        const codes = results.map((r) => r.errorCode);
        expect(codes.filter((c) => c === 'INVALID_CODE')).toHaveLength(MAX_DISCOUNT_FAILURES);
        expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(
          30 - MAX_DISCOUNT_FAILURES,
        );
        // While limited, a valid code is refused too and the basket keeps no code.
        expect(await addCode(mario, 'BENVENUTO10')).toMatchObject({
          success: false,
          errorCode: 'TOO_MANY_ATTEMPTS',
        });
        const codesInBasket = await db
          .selectFrom('basket_discount_codes')
          .innerJoin('baskets', 'baskets.id', 'basket_discount_codes.basket_id')
          .select('discount_code_id')
          .where('baskets.user_id', '=', await userIdOf(db, MARIO))
          .execute();
        expect(codesInBasket).toEqual([]);
        // The limit is the account's: another buyer is not affected.
        const giulia = await buyerWith(h, GIULIA, [book.id]);
        expect(await addCode(giulia, 'BENVENUTO10')).toMatchObject({ success: true });
      });

      it('counts neither good codes nor repeats, and forgets failures after the window', async () => {
        const { db } = h.database;
        const book = await bookOf(db, 'Libreria Centrale');
        const buyer = await buyerWith(h, GIULIA, [book.id]);
        const userId = await userIdOf(db, GIULIA);
        await db
          .insertInto('discount_code_attempts')
          .values(
            Array.from({ length: MAX_DISCOUNT_FAILURES }, () => ({
              user_id: userId,
              created_at: minutesAgo(11),
            })),
          )
          .execute();
        expect(await addCode(buyer, 'BENVENUTO10')).toMatchObject({ success: true });
        for (let i = 0; i < MAX_DISCOUNT_FAILURES + 5; i += 1) {
          expect(await addCode(buyer, 'BENVENUTO10')).toMatchObject({
            errorCode: 'ALREADY_IN_BASKET',
          });
        }
        for (let i = 0; i < MAX_DISCOUNT_FAILURES - 1; i += 1) {
          expect(await addCode(buyer, `NOPE-${i}`)).toMatchObject({ errorCode: 'INVALID_CODE' });
        }
        expect(await addCode(buyer, 'SOLOLIBRERIA')).toMatchObject({ success: true });
        expect(await addCode(buyer, 'NOPE-LAST')).toMatchObject({ errorCode: 'INVALID_CODE' });
        expect(await addCode(buyer, 'NOPE-OVER')).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS' });
      });
    });
  });
}

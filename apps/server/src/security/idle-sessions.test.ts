import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STAFF_IDLE_MINUTES } from '../http/session.ts';
import { ADMIN, MARIO, staffEmailOf } from '../test/demo-accounts.ts';
import { engines } from '../test/harness.ts';
import { loggedIn } from '../test/shoppers.ts';

// A bookshop's staff and the administrator reach other people's orders, addresses and money:
// a session of theirs left open on a shop's counter ends after STAFF_IDLE_MINUTES without a
// request (two hours by default). A buyer's session keeps its fourteen days.

const MINUTE = 60 * 1000;

for (const engine of engines()) {
  describe(`idle sessions (${engine.name})`, () => {
    const h = engine.setup();
    afterEach(() => {
      vi.useRealTimers();
    });

    /** 200 while the client's session is logged in, 401 once it is not. */
    const loginCheck = async (client: Awaited<ReturnType<typeof loggedIn>>) =>
      (await client.post('/test-login/')).statusCode;

    it('ends a staff or administrator session idle past the limit, keeps an active one and a buyer’s', async () => {
      const staffEmail = staffEmailOf('Libreria Centrale');
      const active = await loggedIn(h, staffEmail);
      const idle = await loggedIn(h, staffEmail);
      const admin = await loggedIn(h, ADMIN);
      const buyer = await loggedIn(h, MARIO);
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: start });

      // Halfway, the active one works on; the others do nothing.
      vi.setSystemTime(start + (DEFAULT_STAFF_IDLE_MINUTES / 2) * MINUTE);
      expect(await loginCheck(active)).toBe(200);

      // Past the limit since the idle ones' last request.
      vi.setSystemTime(start + (DEFAULT_STAFF_IDLE_MINUTES + 1) * MINUTE);
      expect(await loginCheck(idle)).toBe(401);
      expect(await loginCheck(admin)).toBe(401);
      // A staff operation is refused as to anyone logged out.
      const parts = await idle.graphql('Parts', 'query Parts { bookshopOrders { __typename } }');
      expect(parts.errors?.[0]?.extensions?.code).toBe('NOT_LOGGED_IN');
      expect(await loginCheck(active)).toBe(200);
      expect(await loginCheck(buyer)).toBe(200);

      // The active one too, once idle long enough; the buyer's session lives on.
      vi.setSystemTime(start + (2 * DEFAULT_STAFF_IDLE_MINUTES + 2) * MINUTE);
      expect(await loginCheck(active)).toBe(401);
      expect(await loginCheck(buyer)).toBe(200);
    });

    it('takes its limit from the configuration (STAFF_IDLE_MINUTES)', async () => {
      const app = await h.secondApp({ staffIdleMinutes: 10 });
      const staff = await loggedIn(h, staffEmailOf('Libreria Centrale'));
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      vi.setSystemTime(start + 9 * MINUTE);
      const check = () =>
        app.inject({
          method: 'POST',
          url: '/test-login/',
          headers: {
            cookie: staff.cookieHeader(),
            'x-csrftoken': staff.cookies.get('csrftoken') ?? '',
          },
        });
      expect((await check()).statusCode).toBe(200);
      vi.setSystemTime(start + 20 * MINUTE);
      expect((await check()).statusCode).toBe(401);
    });
  });
}

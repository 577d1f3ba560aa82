import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, JANE, MARIO } from '../../test/demo-accounts.ts';
import { engines } from '../../test/harness.ts';

const WISHLIST = 'query GetWishlist { getWishlist { id title } }';

for (const engine of engines()) {
  describe(`wishlist (${engine.name})`, () => {
    const h = engine.setup();

    it('needs a login', async () => {
      const client = h.client();
      const response = await client.post('/api/wishlist/1/', {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'NOT_LOGGED_IN', detail: 'No user logged in' });
      expect((await client.graphql('GetWishlist', WISHLIST)).errors?.[0]?.extensions?.code).toBe(
        'NOT_LOGGED_IN',
      );
    });

    it('answers 201 when saved, 200 when already there, 404 for an unknown book', async () => {
      const client = h.client();
      await client.login(MARIO, DEMO_PASSWORD);
      expect((await client.post('/api/wishlist/3/', {})).statusCode).toBe(201);
      expect((await client.post('/api/wishlist/3/', {})).statusCode).toBe(200);
      expect((await client.post('/api/wishlist/5/', {})).statusCode).toBe(201);
      expect((await client.post('/api/wishlist/9999999/', {})).statusCode).toBe(404);
      expect((await client.post('/api/wishlist/nope/', {})).statusCode).toBe(404);
      const list = await client.graphql<{ getWishlist: { id: string }[] }>('GetWishlist', WISHLIST);
      expect(list.data?.getWishlist.map((p) => p.id).sort()).toEqual(['3', '5']);
      // Another account's wishlist is its own.
      const jane = h.client();
      await jane.login(JANE, DEMO_PASSWORD);
      expect(
        (await jane.graphql<{ getWishlist: unknown[] }>('GetWishlist', WISHLIST)).data?.getWishlist,
      ).toEqual([]);
    });
  });
}

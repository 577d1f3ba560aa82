import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { engines } from '../../test/harness.ts';

const TYPES = 'query GetShippingTypes($codelib: ID!) { getShippingTypes(codelib: $codelib) }';
const COSTS = `query GetApproxShippingCosts($codelib: ID!, $weight: Int!, $shippingType: ShippingType!, $destCountry: String!, $value: Decimal!) {
  getApproxShippingCosts(codelib: $codelib, weight: $weight, shippingType: $shippingType, destCountry: $destCountry, value: $value) }`;

const QUOTES = `query GetApproxShippingQuotes($parcels: [ParcelInput!]!, $destCountry: String!) {
  getApproxShippingQuotes(parcels: $parcels, destCountry: $destCountry) { codelib quotes { shippingType cost } } }`;

interface ParcelShipping {
  codelib: string;
  quotes: { shippingType: string; cost: string | null }[];
}

const bookshopId = async (db: Db, name: string) =>
  String(
    (
      await db
        .selectFrom('bookshops')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id,
  );

for (const engine of engines()) {
  describe(`shipping (${engine.name})`, () => {
    const h = engine.setup();

    it('lists the types each bookshop offers, in its order', async () => {
      const client = h.client();
      const { db } = h.database;
      const types = async (name: string) =>
        (
          await client.graphql<{ getShippingTypes: string[] }>('GetShippingTypes', TYPES, {
            codelib: await bookshopId(db, name),
          })
        ).data?.getShippingTypes;
      expect(await types('Libreria Centrale')).toEqual([
        'Shop_pickup',
        'Economy',
        'Standard',
        'Express',
      ]);
      expect(await types('Libreria del Porto')).toEqual(['Shop_pickup', 'Standard']);
      expect(await types('Pagine Sparse')).toEqual(['Shop_pickup', 'Economy', 'Express']);
      const unknown = await client.graphql('GetShippingTypes', TYPES, { codelib: '999999' });
      expect(unknown.errors?.[0]?.extensions?.code).toBe('BOOKSHOP_NOT_FOUND');
    });

    it('prices a parcel from the rate tables by destination and weight band', async () => {
      const client = h.client();
      const { db } = h.database;
      const centrale = await bookshopId(db, 'Libreria Centrale');
      const cost = async (vars: Record<string, unknown>) =>
        client.graphql<{ getApproxShippingCosts: string }>('GetApproxShippingCosts', COSTS, {
          codelib: centrale,
          value: '25.00',
          ...vars,
        });
      const rate = async (dest: string | null, type: string, weight: number) => {
        const row = await db
          .selectFrom('shipping_rates')
          .select('price_cents')
          .where('bookshop_id', '=', Number(centrale))
          .where('shipping_type', '=', type as 'Standard')
          .where('dest_country', dest === null ? 'is' : '=', dest)
          .where('max_weight_grams', '>=', weight)
          .orderBy('max_weight_grams')
          .executeTakeFirstOrThrow();
        return (row.price_cents / 100).toFixed(2);
      };
      expect(
        (await cost({ weight: 800, shippingType: 'Standard', destCountry: 'IT' })).data
          ?.getApproxShippingCosts,
      ).toBe(await rate('IT', 'Standard', 800));
      expect(
        (await cost({ weight: 2500, shippingType: 'Express', destCountry: 'IT' })).data
          ?.getApproxShippingCosts,
      ).toBe(await rate('IT', 'Express', 2500));
      expect(
        (await cost({ weight: 800, shippingType: 'Standard', destCountry: 'DE' })).data
          ?.getApproxShippingCosts,
      ).toBe(await rate(null, 'Standard', 800));
      expect(
        (await cost({ weight: 5000, shippingType: 'Shop_pickup', destCountry: 'US' })).data
          ?.getApproxShippingCosts,
      ).toBe('0.00');
    });

    it('says when a bookshop cannot ship there or does not offer the type', async () => {
      const client = h.client();
      const { db } = h.database;
      const porto = await bookshopId(db, 'Libreria del Porto');
      const base = { codelib: porto, weight: 500, value: '10.00' };
      const abroad = await client.graphql('GetApproxShippingCosts', COSTS, {
        ...base,
        shippingType: 'Standard',
        destCountry: 'FR',
      });
      expect(abroad.errors?.[0]?.extensions?.code).toBe('SHIPPING_NOT_AVAILABLE');
      const express = await client.graphql('GetApproxShippingCosts', COSTS, {
        ...base,
        shippingType: 'Express',
        destCountry: 'IT',
      });
      expect(express.errors?.[0]?.extensions?.code).toBe('SHIPPING_TYPE_NOT_OFFERED');
      const country = await client.graphql('GetApproxShippingCosts', COSTS, {
        ...base,
        shippingType: 'Standard',
        destCountry: 'ZZ',
      });
      expect(country.errors?.[0]?.extensions?.code).toBe('UNKNOWN_COUNTRY');
      const value = await client.graphql('GetApproxShippingCosts', COSTS, {
        ...base,
        shippingType: 'Standard',
        destCountry: 'IT',
        value: '1.234',
      });
      expect(value.errors?.[0]?.extensions?.code).toBe('INVALID_VALUE');
    });

    it('quotes every parcel of a cart in one answer, the same costs as one by one', async () => {
      const client = h.client();
      const { db } = h.database;
      const [centrale, porto, sparse] = await Promise.all(
        ['Libreria Centrale', 'Libreria del Porto', 'Pagine Sparse'].map((name) =>
          bookshopId(db, name),
        ),
      );
      const parcels = [
        { codelib: centrale, weight: 800 },
        { codelib: porto, weight: 500 },
        { codelib: sparse, weight: 2500 },
      ];
      for (const destCountry of ['IT', 'FR']) {
        const answer = await client.graphql<{ getApproxShippingQuotes: ParcelShipping[] }>(
          'GetApproxShippingQuotes',
          QUOTES,
          { parcels, destCountry },
        );
        expect(answer.errors).toBeUndefined();
        const quoted = answer.data?.getApproxShippingQuotes ?? [];
        expect(quoted.map((parcel) => parcel.codelib)).toEqual([centrale, porto, sparse]);
        for (const [index, parcel] of parcels.entries()) {
          const types = (
            await client.graphql<{ getShippingTypes: string[] }>('GetShippingTypes', TYPES, {
              codelib: parcel.codelib,
            })
          ).data?.getShippingTypes;
          const quotes = quoted[index]?.quotes ?? [];
          expect(quotes.map((quote) => quote.shippingType)).toEqual(types);
          for (const quote of quotes) {
            const one = await client.graphql<{ getApproxShippingCosts: string }>(
              'GetApproxShippingCosts',
              COSTS,
              { ...parcel, shippingType: quote.shippingType, destCountry, value: '10.00' },
            );
            const code = one.errors?.[0]?.extensions?.code;
            if (quote.cost === null) expect(code).toBe('SHIPPING_NOT_AVAILABLE');
            else expect(one.data?.getApproxShippingCosts).toBe(quote.cost);
          }
        }
      }
      // Porto ships only in Italy: its Standard has no cost to France, its pickup is free.
      const france = await client.graphql<{ getApproxShippingQuotes: ParcelShipping[] }>(
        'GetApproxShippingQuotes',
        QUOTES,
        { parcels: [{ codelib: porto, weight: 500 }], destCountry: 'fr' },
      );
      expect(france.data?.getApproxShippingQuotes[0]?.quotes).toEqual([
        { shippingType: 'Shop_pickup', cost: '0.00' },
        { shippingType: 'Standard', cost: null },
      ]);
    });

    it('refuses an unknown bookshop or country, a negative weight and too many parcels', async () => {
      const client = h.client();
      const { db } = h.database;
      const centrale = await bookshopId(db, 'Libreria Centrale');
      const code = async (parcels: unknown[], destCountry = 'IT') =>
        (await client.graphql('GetApproxShippingQuotes', QUOTES, { parcels, destCountry }))
          .errors?.[0]?.extensions?.code;
      expect(
        await code([
          { codelib: centrale, weight: 100 },
          { codelib: '999999', weight: 1 },
        ]),
      ).toBe('BOOKSHOP_NOT_FOUND');
      expect(await code([{ codelib: 'x', weight: 1 }])).toBe('BOOKSHOP_NOT_FOUND');
      expect(await code([{ codelib: centrale, weight: 100 }], 'ZZ')).toBe('UNKNOWN_COUNTRY');
      expect(await code([{ codelib: centrale, weight: -1 }])).toBe('INVALID_VALUE');
      expect(
        await code(Array.from({ length: 101 }, () => ({ codelib: centrale, weight: 1 }))),
      ).toBe('INVALID_VALUE');
      const none = await client.graphql<{ getApproxShippingQuotes: ParcelShipping[] }>(
        'GetApproxShippingQuotes',
        QUOTES,
        { parcels: [], destCountry: 'IT' },
      );
      expect(none.data?.getApproxShippingQuotes).toEqual([]);
    });
  });
}

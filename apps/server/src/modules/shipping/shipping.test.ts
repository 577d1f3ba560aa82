import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { engines } from '../../test/harness.ts';

const TYPES = 'query GetShippingTypes($codelib: ID!) { getShippingTypes(codelib: $codelib) }';
const COSTS = `query GetApproxShippingCosts($codelib: ID!, $weight: Int!, $shippingType: ShippingType!, $destCountry: String!, $value: Decimal!) {
  getApproxShippingCosts(codelib: $codelib, weight: $weight, shippingType: $shippingType, destCountry: $destCountry, value: $value) }`;

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
  });
}

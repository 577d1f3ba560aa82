import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@scaffale/domain/languages';
import { buildApp } from '../app.ts';
import { TestClient } from '../test/client.ts';
import { DEMO_PASSWORD, JANE } from '../test/demo-accounts.ts';
import { engines, testConfig } from '../test/harness.ts';
import { MAX_QUERY_DEPTH } from './index.ts';
import { BASKET_ITEM_NUMBER, USER_EMAIL } from '../test/operations.ts';

const INTROSPECTION = 'query Schema { __schema { queryType { name } } }';
const MISSPELT = 'query GetBasket { getBasket { itemNumbr } }';

for (const engine of engines()) {
  describe(`GraphQL foundation (${engine.name})`, () => {
    const h = engine.setup();

    it('getCountries answers code and name in each language', async () => {
      const client = h.client();
      const query =
        'query GetCountries($lang: String!) { getCountries(lang: $lang) { code name } }';
      const names: Record<string, string | undefined> = {};
      for (const lang of LANGUAGES) {
        const result = await client.graphql<{ getCountries: { code: string; name: string }[] }>(
          'GetCountries',
          query,
          { lang },
        );
        expect(result.errors).toBeUndefined();
        names[lang] = result.data?.getCountries.find((c) => c.code === 'DE')?.name;
      }
      expect(names).toEqual({ it: 'Germania', en: 'Germany', fr: 'Allemagne', es: 'Alemania' });
    });

    it('getCountries refuses an unknown language with a stable code', async () => {
      const result = await h
        .client()
        .graphql(
          'GetCountries',
          'query GetCountries($lang: String!) { getCountries(lang: $lang) { code } }',
          {
            lang: 'xx',
          },
        );
      expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_LANGUAGE');
    });

    it('getDjangoUserEmail is null logged out and the email logged in', async () => {
      const client = h.client();
      expect((await client.graphql('GetDjangoUserEmail', USER_EMAIL)).data).toEqual({
        getDjangoUserEmail: null,
      });
      await client.login(JANE, DEMO_PASSWORD);
      expect((await client.graphql('GetDjangoUserEmail', USER_EMAIL)).data).toEqual({
        getDjangoUserEmail: JANE,
      });
    });

    it('refuses queries deeper than the limit', async () => {
      let selection = 'name';
      for (let i = 0; i <= MAX_QUERY_DEPTH; i += 1) selection = `ofType { ${selection} }`;
      const deep = `query Deep { __schema { types { fields { type { ${selection} } } } } }`;
      const result = await h.client().graphql('Deep', deep);
      expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(result.data).toBeNull();
    });

    it('answers introspection and suggests fields in development', async () => {
      const client = h.client();
      expect((await client.graphql('Schema', INTROSPECTION)).data).toEqual({
        __schema: { queryType: { name: 'Query' } },
      });
      const misspelt = await client.graphql('GetBasket', MISSPELT);
      expect(misspelt.errors?.[0]?.message).toMatch(/Did you mean "itemNumber"\?/);
    });

    describe('in production', () => {
      let production: FastifyInstance;
      beforeAll(async () => {
        production = await buildApp(
          { ...testConfig, env: 'production', logLevel: 'error' },
          h.database,
        );
      });
      afterAll(() => production?.close());

      it('refuses introspection and suggests nothing, keeping the stable code', async () => {
        const client = new TestClient(production);
        const schema = await client.graphql('Schema', INTROSPECTION);
        expect(schema.data).toBeNull();
        expect(schema.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
        const typename = await client.graphql(
          'Type',
          'query Type { __type(name: "Basket") { name } }',
        );
        expect(typename.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
        const misspelt = await client.graphql('GetBasket', MISSPELT);
        expect(misspelt.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
        expect(misspelt.errors?.[0]?.message).toMatch(/itemNumbr/);
        expect(JSON.stringify(misspelt)).not.toMatch(/Did you mean|itemNumber"/);
        // The application's own queries are untouched.
        const basket = await client.graphql('GetBasket', BASKET_ITEM_NUMBER);
        expect(basket.data).toEqual({ getBasket: { itemNumber: 0 } });
      });
    });

    it('never leaks a stack trace', async () => {
      const response = await h.client().post('/graphql', { query: '{ nope }' });
      const body = response.body;
      expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/);
      expect(JSON.parse(body).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });
}

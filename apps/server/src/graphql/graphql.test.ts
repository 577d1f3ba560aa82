import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@scaffale/domain/languages';
import { buildApp } from '../app.ts';
import { TestClient } from '../test/client.ts';
import { DEMO_PASSWORD, JANE } from '../test/demo-accounts.ts';
import { engines, testConfig } from '../test/harness.ts';
import { MAX_QUERY_DEPTH } from './index.ts';
import { BASKET_ITEM_NUMBER, USER_EMAIL } from '../test/operations.ts';

const INTROSPECTION = 'query Schema { __schema { queryType { name } } }';
/** What graphql-codegen's loader and GraphiQL send (graphql-js's query, every option on). */
const TOOLS_INTROSPECTION = getIntrospectionQuery({
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  oneOf: true,
});

/**
 * Runs the GraphiQL configuration script (config.js) as the page would, then the request
 * GraphiQL's fetcher makes for the introspection: what reaches the network.
 */
function sentByGraphiql(script: string, cookie: string): { headers: Headers; body: string } {
  const origin = 'http://localhost:3000';
  let sent: { headers: Headers; body: string } | null = null;
  const window = {
    fetch: (_input: string, init: { headers: HeadersInit; body: string }) => {
      sent = { headers: new Headers(init.headers), body: init.body };
      return Promise.resolve(null);
    },
  };
  const page = { window, document: { cookie }, location: { href: `${origin}/graphiql`, origin } };
  runInNewContext(script, { ...page, URL, Headers, Object });
  void window.fetch(`${origin}/graphql`, {
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: INTROSPECTION, operationName: 'Schema' }),
  });
  if (sent === null) throw new Error('GraphiQL sent nothing');
  return sent;
}
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
      // Each level of a type's fields' types' fields multiplies the answer.
      let selection = 'name';
      for (let depth = 3; depth <= MAX_QUERY_DEPTH; depth += 2) {
        selection = `fields { type { ${selection} } }`;
      }
      const deep = `query Deep { __schema { types { ${selection} } } }`;
      const result = await h.client().graphql('Deep', deep);
      expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(result.errors?.[0]?.message).toMatch(/deep/);
      expect(result.data).toBeNull();
    });

    // GraphiQL and graphql-codegen ask graphql-js's introspection query, whose type references
    // unwrap lists and non-nulls nine `ofType`s deep: one for one, no answer grows with them.
    it('answers the introspection query of GraphiQL and graphql-codegen in development', async () => {
      const answer = await h
        .client()
        .graphql<IntrospectionQuery>('IntrospectionQuery', TOOLS_INTROSPECTION);
      expect(answer.errors).toBeUndefined();
      const schema = buildClientSchema(answer.data!);
      expect(Object.keys(schema.getQueryType()?.getFields() ?? {})).toContain('getBasket');
      expect(schema.getMutationType()?.name).toBe('Mutation');
    });

    it('serves GraphiQL in development, its requests carrying the CSRF token', async () => {
      const client = h.client();
      const page = await client.get('/graphiql');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('graphiql/main.js');
      // Its own policy: GraphiQL's scripts and styles from unpkg, requests to this origin.
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toMatch(/script-src 'self' https:\/\/unpkg\.com(;|$)/);
      expect(policy).toMatch(/connect-src 'self' https:\/\/unpkg\.com(;|$)/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      for (const asset of ['/graphiql/main.js', '/graphiql/sw.js']) {
        const response = await client.get(asset);
        expect(response.statusCode, asset).toBe(200);
        expect(response.headers['content-security-policy'], asset).toBe(policy);
      }
      // The app's own pages keep the app's policy.
      expect((await client.get('/healthz')).headers['content-security-policy']).not.toContain(
        'unpkg',
      );

      // Its configuration wraps fetch: what GraphiQL sends to /graphql passes the CSRF check.
      const config = await client.get('/graphiql/config.js');
      expect(config.statusCode).toBe(200);
      const sent = sentByGraphiql(config.body, client.cookieHeader());
      expect(sent.headers.get('x-csrftoken')).toBe(client.cookies.get('csrftoken'));
      const response = await h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...Object.fromEntries(sent.headers), cookie: client.cookieHeader() },
        payload: sent.body,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.__schema.queryType.name).toBe('Query');
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

      it('refuses the introspection query of GraphiQL and graphql-codegen, and serves no GraphiQL', async () => {
        const client = new TestClient(production);
        const response = await client.post('/graphql', {
          operationName: 'IntrospectionQuery',
          query: TOOLS_INTROSPECTION,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().data).toBeNull();
        expect(response.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
        for (const url of ['/graphiql', '/graphiql/main.js', '/graphiql/config.js']) {
          const page = await client.get(url);
          expect(page.statusCode, url).toBe(404);
          expect(page.body, url).not.toMatch(/graphiql|GRAPHQL_ENDPOINT/i);
        }
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

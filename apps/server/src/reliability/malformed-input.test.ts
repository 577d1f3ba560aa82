// Malformed, hostile or merely huge input is refused with a clean 4xx: JSON, a stable code,
// no stack, no work done for it, and the server keeps serving. web.test.ts covers malformed
// JSON and an oversized body on the login; graphql.test.ts the depth limit. This is the rest.

import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { processStatements } from '../db/database.ts';
import { MAX_QUERY_TOKENS, MAX_ROOT_FIELDS, MAX_SELECTED_FIELDS } from '../graphql/limits.ts';
import type { TestClient } from '../test/client.ts';
import { DEMO_PASSWORD, MARIO } from '../test/demo-accounts.ts';
import { engines } from '../test/harness.ts';
import { BASKET_ITEM_NUMBER } from '../test/operations.ts';

const STACK = /\bat .+\.(ts|js|mjs|cjs):\d+|node_modules|\/src\//;

/** Every POST route of the REST API that reads a body (one spelling of each). */
const REST_ROUTES = [
  '/api/login/',
  '/test-login/',
  '/api/dati-fatturazione/',
  '/api/indirizzo-spedizione/',
  '/api/indirizzo-spedizione/1/',
  '/api/wishlist/1/',
  '/api/braintree/client-token/',
  '/api/braintree/payment-approved/',
  '/api/sandbox/confirm/',
  '/api/sandbox/authenticate/',
  '/api/stripe/create-payment-intent/card/',
  '/api/stripe/create-payment-intent/wiretransfer/',
  '/api/webhooks/sandbox/',
  '/api/webhooks/stripe/',
  '/api/webhooks/braintree/',
];

const BAD_BODIES: { name: string; contentType: string; payload: string }[] = [
  { name: 'malformed JSON', contentType: 'application/json', payload: '{"orderNumber":' },
  { name: 'a JSON array', contentType: 'application/json', payload: '[{"orderNumber":"x"}]' },
  { name: 'JSON null', contentType: 'application/json', payload: 'null' },
  { name: 'a JSON string', contentType: 'application/json', payload: '"orderNumber"' },
  { name: 'a JSON number', contentType: 'application/json', payload: '42' },
  {
    name: 'a prototype-polluting key',
    contentType: 'application/json',
    payload: '{"__proto__":{"isAdmin":true},"orderNumber":"x"}',
  },
  {
    name: 'fields of the wrong types',
    contentType: 'application/json',
    payload:
      '{"orderNumber":{"$gt":""},"email":["a"],"password":{"x":1},"clientSecret":5,"approve":"yes","nome":[1,2]}',
  },
  {
    name: 'an object nested 5000 deep',
    contentType: 'application/json',
    payload: `{"orderNumber":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
  },
  { name: 'an unsupported content type', contentType: 'application/xml', payload: '<a/>' },
  { name: 'plain text', contentType: 'text/plain', payload: 'orderNumber=x' },
];

/** A clean refusal: a 4xx, JSON, no trace of the server's insides. */
function expectRefused(response: LightMyRequestResponse, status?: number): void {
  if (status === undefined) {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  } else {
    expect(response.statusCode).toBe(status);
  }
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.body).not.toMatch(STACK);
}

interface GraphQLAnswer {
  data: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A refused GraphQL request: no data, every error with the given code. */
function expectGraphQLRefused(response: LightMyRequestResponse, status: number, code: string) {
  expectRefused(response, status);
  const body = response.json<GraphQLAnswer>();
  expect(body.data).toBeNull();
  expect(body.errors?.length).toBeGreaterThan(0);
  for (const error of body.errors ?? []) {
    expect(error).toMatchObject({ message: expect.any(String), extensions: { code } });
  }
  return body;
}

const aliases = (count: number, field = 'getBasket { itemNumber }') =>
  `query Many { ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

// These are refusals at the HTTP and GraphQL layers, the same on every engine: one is enough.
const [engine] = engines();

describe(`malformed input is refused cleanly (${engine!.name})`, () => {
  const h = engine!.setup();

  let loggedIn: TestClient | undefined;

  /** One logged-in buyer for the file (a login costs an argon2 verification). */
  async function buyer(): Promise<TestClient> {
    if (loggedIn) return loggedIn;
    const client = h.client();
    expect((await client.login(MARIO, DEMO_PASSWORD)).statusCode).toBe(200);
    loggedIn = client;
    return client;
  }

  /** A raw POST with the buyer's cookies and CSRF header. */
  async function rawPost(
    client: TestClient,
    url: string,
    contentType: string,
    payload: string,
  ): Promise<LightMyRequestResponse> {
    const token = await client.ensureCsrf();
    return h.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': contentType,
        'x-csrftoken': token,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload,
    });
  }

  /** A GraphQL POST of a raw body. */
  async function rawGraphQL(client: TestClient, payload: string, contentType = 'application/json') {
    return rawPost(client, '/graphql', contentType, payload);
  }

  /** The SQL statements the server ran for one call (no other work runs in this file). */
  async function statementsFor<T>(work: () => Promise<T>): Promise<{ result: T; count: number }> {
    const before = processStatements.count;
    const result = await work();
    return { result, count: processStatements.count - before };
  }

  it('answers every REST route a 4xx JSON for every kind of bad body, never a 500', async () => {
    const client = await buyer();
    const answers: string[] = [];
    for (const url of REST_ROUTES) {
      for (const body of BAD_BODIES) {
        const response = await rawPost(client, url, body.contentType, body.payload);
        answers.push(`${url} ${body.name}: ${response.statusCode}`);
        // /test-login/ and the wishlist read no body: they answer as for an empty one.
        expect(response.statusCode, `${url} with ${body.name}`).toBeLessThan(500);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.body).not.toMatch(STACK);
      }
    }
    expect(answers.filter((a) => a.endsWith(': 415'))).toHaveLength(REST_ROUTES.length);
    // Still logged in and served: nothing above broke the session or the process.
    expect((await client.post('/test-login/')).statusCode).toBe(200);
  });

  it('refuses a body over the limit with 413 on every REST route and on /graphql', async () => {
    const client = await buyer();
    const huge = JSON.stringify({ orderNumber: 'x', padding: 'x'.repeat(300_000) });
    for (const url of [...REST_ROUTES, '/graphql']) {
      const response = await rawPost(client, url, 'application/json', huge);
      expectRefused(response, 413);
    }
    const graphql = await rawGraphQL(client, huge);
    expectGraphQLRefused(graphql, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses malformed JSON and a body that is not a JSON object on /graphql', async () => {
    const client = await buyer();
    expectGraphQLRefused(await rawGraphQL(client, '{"query":'), 400, 'BAD_REQUEST');
    for (const payload of [
      '[{"query":"{ getBasket { itemNumber } }"}]', // batched queries are off
      '"{ getBasket { itemNumber } }"',
      '42',
      'null',
    ]) {
      expectGraphQLRefused(await rawGraphQL(client, payload), 400, 'GRAPHQL_VALIDATION_FAILED');
    }
    expectGraphQLRefused(
      await rawGraphQL(client, '{"query":"{ getBasket { itemNumber } }"}', 'application/xml'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('refuses a request whose query is missing, empty, not a string or not GraphQL', async () => {
    const client = await buyer();
    const notGraphQL = [
      {},
      { query: '' },
      { query: 5 },
      { query: null, operationName: 'GetBasket' },
      { query: '{}' },
      { query: 'null' },
      { query: '"{ getBasket { itemNumber } }"' },
      { query: '  # only a comment\n' },
    ];
    for (const body of notGraphQL) {
      expectGraphQLRefused(
        await rawGraphQL(client, JSON.stringify(body)),
        400,
        'GRAPHQL_VALIDATION_FAILED',
      );
    }
  });

  it('never runs a JSON syntax tree sent as the query (names outside GraphQL’s grammar)', async () => {
    const client = await buyer();
    const tree = {
      kind: 'Document',
      definitions: [
        {
          kind: 'OperationDefinition',
          operation: 'query',
          selectionSet: {
            kind: 'SelectionSet',
            selections: [
              {
                kind: 'Field',
                alias: { kind: 'Name', value: 'x"]=1;//' },
                name: { kind: 'Name', value: 'getBasket' },
                selectionSet: {
                  kind: 'SelectionSet',
                  selections: [{ kind: 'Field', name: { kind: 'Name', value: 'itemNumber' } }],
                },
              },
            ],
          },
        },
      ],
    };
    // Twice: the second run would be the JIT-compiled one.
    for (let i = 0; i < 2; i += 1) {
      const { result, count } = await statementsFor(() =>
        rawGraphQL(client, JSON.stringify({ query: JSON.stringify(tree) })),
      );
      expectGraphQLRefused(result, 400, 'GRAPHQL_VALIDATION_FAILED');
      expect(count).toBe(0);
    }
  });

  it('refuses syntax errors, unknown operations and ambiguous documents with 400', async () => {
    const client = await buyer();
    const cases = [
      { query: '{ getBasket { itemNumber }' },
      { query: 'query { getBasket { itemNumber } } }' },
      { query: '{ getBasket { itemNumber } }', operationName: 'NoSuchOperation' },
      {
        query: 'query A { getBasket { itemNumber } } query B { getDjangoUserEmail }',
      },
      { query: 'query A { getBasket { itemNumber } } query A { getDjangoUserEmail }' },
      { query: '{ getBasket { itemNumber } }', operationName: 42 },
      { query: '{ getBasket { ...Loop } } fragment Loop on Basket { itemNumber ...Loop }' },
      { query: 'query Q($id: ID!) { getProduct(id: $id) { id } }', variables: {} },
      {
        query: 'mutation M($id: ID!) { addProduct(productId: $id) { itemNumber } }',
        variables: { id: { $gt: '' } },
      },
      { query: '{ getBasket { itemNumber } }', variables: 'id=1' },
    ];
    for (const body of cases) {
      const { result, count } = await statementsFor(() => rawGraphQL(client, JSON.stringify(body)));
      expectGraphQLRefused(result, 400, 'GRAPHQL_VALIDATION_FAILED');
      expect(count, JSON.stringify(body)).toBe(0);
    }
  });

  it(`refuses 1000 aliases of getBasket without running one, and accepts ${MAX_ROOT_FIELDS}`, async () => {
    const client = await buyer();
    const send = (query: string) =>
      statementsFor(() => rawGraphQL(client, JSON.stringify({ query, operationName: 'Many' })));

    const abuse = await send(aliases(1000));
    const body = expectGraphQLRefused(abuse.result, 400, 'GRAPHQL_VALIDATION_FAILED');
    expect(body.errors?.[0]?.message).toContain(String(MAX_ROOT_FIELDS));
    expect(abuse.count).toBe(0);

    const justOver = await send(aliases(MAX_ROOT_FIELDS + 1, 'getCountries(lang: "it") { code }'));
    expectGraphQLRefused(justOver.result, 400, 'GRAPHQL_VALIDATION_FAILED');
    expect(justOver.count).toBe(0);

    const atLimit = await send(aliases(MAX_ROOT_FIELDS));
    expect(atLimit.result.statusCode).toBe(200);
    const answer = atLimit.result.json<GraphQLAnswer>();
    expect(answer.errors).toBeUndefined();
    expect(Object.keys(answer.data as object)).toHaveLength(MAX_ROOT_FIELDS);
    expect(atLimit.count).toBeGreaterThan(0);
  });

  it('counts aliases hidden in fragments and inline fragments as root fields', async () => {
    const client = await buyer();
    const inFragment = `query Hidden { ...Six ... on Query { ${Array.from(
      { length: 6 },
      (_, i) => `b${i}: getDjangoUserEmail`,
    ).join(' ')} } } fragment Six on Query { ${Array.from(
      { length: 6 },
      (_, i) => `a${i}: getDjangoUserEmail`,
    ).join(' ')} }`;
    const { result, count } = await statementsFor(() =>
      rawGraphQL(client, JSON.stringify({ query: inFragment })),
    );
    expectGraphQLRefused(result, 400, 'GRAPHQL_VALIDATION_FAILED');
    expect(count).toBe(0);
  });

  it('refuses breadth: too many fields in one selection, and a fragment bomb, at once', async () => {
    const client = await buyer();
    const wide = `query Wide { getBasket { ${Array.from(
      { length: MAX_SELECTED_FIELDS },
      (_, i) => `f${i}: itemNumber`,
    ).join(' ')} } }`;
    expectGraphQLRefused(
      await rawGraphQL(client, JSON.stringify({ query: wide })),
      400,
      'GRAPHQL_VALIDATION_FAILED',
    );
    // 2^30 fields once spread out, in a few hundred bytes.
    const levels = 30;
    const bomb = `query Bomb { getBasket { ...F0 } } ${Array.from({ length: levels }, (_, i) =>
      i < levels - 1
        ? `fragment F${i} on Basket { ...F${i + 1} ...F${i + 1} }`
        : `fragment F${i} on Basket { itemNumber }`,
    ).join(' ')}`;
    const refused = expectGraphQLRefused(
      await rawGraphQL(client, JSON.stringify({ query: bomb })),
      400,
      'GRAPHQL_VALIDATION_FAILED',
    );
    expect(refused.errors?.[0]?.message).toContain(String(MAX_SELECTED_FIELDS));
  });

  it('refuses a document of too many tokens, and one nested too deep to parse', async () => {
    const client = await buyer();
    const tokens = `{ getBasket { ${'itemNumber '.repeat(MAX_QUERY_TOKENS)} } }`;
    const long = expectGraphQLRefused(
      await rawGraphQL(client, JSON.stringify({ query: tokens })),
      400,
      'GRAPHQL_VALIDATION_FAILED',
    );
    expect(long.errors?.[0]?.message).toContain('tokens');
    const nested = `{ getBasket ${'{ bookshops '.repeat(3000)}${'}'.repeat(3001)}`;
    expectGraphQLRefused(
      await rawGraphQL(client, JSON.stringify({ query: nested })),
      400,
      'GRAPHQL_VALIDATION_FAILED',
    );
  });

  it('refuses a NUL character in any text with a 400 INVALID_TEXT, on REST and GraphQL, changing nothing', async () => {
    const client = await buyer();
    const NUL = 'Roma\u0000';
    const address = {
      nome: 'Mario',
      cognome: 'Rossi',
      indirizzo: 'Via Roma 1',
      cap: '00100',
      citta: NUL,
      provincia: 'RM',
      nazione: 'IT',
      telefono: '3331234567',
    };
    const rest: [string, unknown][] = [
      ['/api/indirizzo-spedizione/', address],
      ['/api/dati-fatturazione/', { ...address, ragioneSociale: NUL }],
      ['/api/login/', { email: `${MARIO}${NUL}`, password: DEMO_PASSWORD }],
      ['/api/stripe/create-payment-intent/card/', { orderNumber: NUL }],
    ];
    for (const [url, body] of rest) {
      const { result: response, count } = await statementsFor(() =>
        rawPost(client, url, 'application/json', JSON.stringify(body)),
      );
      expectRefused(response, 400);
      expect(response.json(), url).toMatchObject({
        code: 'INVALID_TEXT',
        detail: expect.any(String),
      });
      expect(count, `${url} ran SQL`).toBe(0);
    }
    // In the path too.
    const page = await client.get('/api/conferma-ordine/%00/');
    expectRefused(page, 400);

    const graphql: [string, string, Record<string, unknown>][] = [
      [
        'GetProducts',
        'query GetProducts($s: String) { getProducts(search: $s) { total } }',
        { s: NUL },
      ],
      [
        'AddDiscountCode',
        'mutation AddDiscountCode($c: String!) { addDiscountCode(selectedShippings: [], discountCode: $c) { success } }',
        { c: `BENVENUTO10${NUL}` },
      ],
      // Written into the document rather than passed as a variable.
      ['GetProducts', 'query GetProducts { getProducts(search: "Roma\u0000") { total } }', {}],
      // Escaped in the document: GraphQL's own \u0000, a NUL once parsed.
      ['GetProducts', 'query GetProducts { getProducts(search: "Roma\\u0000") { total } }', {}],
    ];
    for (const [operationName, query, variables] of graphql) {
      const response = await rawGraphQL(
        client,
        JSON.stringify({ operationName, query, variables }),
      );
      const body = expectGraphQLRefused(response, 400, 'INVALID_TEXT');
      expect(body.errors?.[0]?.message).not.toMatch(/server/i);
    }
    // The buyer is still there, and nothing was saved.
    expect((await client.post('/test-login/')).statusCode).toBe(200);
  });

  it('still answers normal requests after all of the above', async () => {
    const client = await buyer();
    const basket = await client.graphql('GetBasket', BASKET_ITEM_NUMBER);
    expect(basket.errors).toBeUndefined();
    expect(basket.data).toEqual({ getBasket: { itemNumber: expect.any(Number) } });
    expect((await client.get('/healthz')).statusCode).toBe(200);
  });
});

// The two judgements the refusals above rest on, on their edge cases: is this text a
// GraphQL document at all (a false "no" would refuse a real client), and does this error
// mean the database is out of reach (a false "yes" would hide a bug behind a 503).

import { getIntrospectionQuery, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../db/errors.ts';
import {
  checkQueryCost,
  looksExecutable,
  MAX_QUERY_DEPTH,
  MAX_ROOT_FIELDS,
  MAX_SELECTED_FIELDS,
  QueryRefused,
} from '../graphql/limits.ts';

describe('looksExecutable', () => {
  it.each([
    '{ getBasket { itemNumber } }',
    '{getBasket{itemNumber}}',
    '{ ...F } fragment F on Query { getDjangoUserEmail }',
    '{ ... on Query { getDjangoUserEmail } }',
    'query { getBasket { itemNumber } }',
    'query GetBasket { getBasket { itemNumber } }',
    'mutation AddProduct($id: ID!) { addProduct(productId: $id) { itemNumber } }',
    'subscription S { x }',
    'fragment F on Query { getDjangoUserEmail } query Q { ...F }',
    '\uFEFF# a comment\n, ,\tquery Q { getDjangoUserEmail }',
    '{ # a comment { "not json"\n getBasket { itemNumber } }',
    '\r\n\r\n{\r\n  getBasket { itemNumber }\r\n}',
  ])('takes %j for GraphQL', (source) => {
    expect(looksExecutable(source)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '# only a comment',
    '{}',
    '{ }',
    '{"kind":"Document","definitions":[]}',
    '{ "query": "{ getBasket { itemNumber } }" }',
    '[]',
    'null',
    'true',
    '5',
    '"{ getBasket { itemNumber } }"',
    'queryX { a }',
    'querying { a }',
    'type Query { a: Int }',
    '#{ getBasket }',
  ])('refuses %j', (source) => {
    expect(looksExecutable(source)).toBe(false);
  });

  it('reads a long run of comments and commas in linear time', () => {
    const source = `${'# # # #\n,'.repeat(50_000)}x`;
    expect(looksExecutable(source)).toBe(false);
    expect(looksExecutable(`${'# # # #\n,'.repeat(50_000)}{ a }`)).toBe(true);
  });
});

describe('checkQueryCost', () => {
  const roots = (n: number) =>
    `{ ${Array.from({ length: n }, (_, i) => `a${i}: getDjangoUserEmail`).join(' ')} }`;

  it(`accepts ${MAX_ROOT_FIELDS} root fields and refuses one more`, () => {
    expect(() => checkQueryCost(parse(roots(MAX_ROOT_FIELDS)))).not.toThrow();
    expect(() => checkQueryCost(parse(roots(MAX_ROOT_FIELDS + 1)))).toThrow(QueryRefused);
  });

  it('counts a fragment every time it is spread, nested ones multiplied', () => {
    // 2 spreads of F, each spreading G twice (4 fields each): 2 × 2 × 4 = 16 under getBasket.
    const document = parse(
      `{ getBasket { ...F ...F } } fragment F on Basket { ...G ...G } fragment G on Basket { a: itemNumber b: itemNumber c: itemNumber d: itemNumber }`,
    );
    expect(() => checkQueryCost(document)).not.toThrow();
    const half = Math.ceil(MAX_SELECTED_FIELDS / 4);
    const wide = parse(
      `{ getBasket { ...F ...F ...F ...F } } fragment F on Basket { ${Array.from(
        { length: half },
        (_, i) => `f${i}: itemNumber`,
      ).join(' ')} }`,
    );
    expect(() => checkQueryCost(wide)).toThrow(QueryRefused);
  });

  it(`refuses fields nested deeper than ${MAX_QUERY_DEPTH}, fragments counted where spread`, () => {
    const deep = (depth: number) => `query Q ${'{ a '.repeat(depth)}${'} '.repeat(depth)}`;
    expect(() => checkQueryCost(parse(deep(MAX_QUERY_DEPTH)))).not.toThrow();
    expect(() => checkQueryCost(parse(deep(MAX_QUERY_DEPTH + 1)))).toThrow(
      new RegExp(`${MAX_QUERY_DEPTH + 1} deep`),
    );
    // Three levels of fragment under six of query: nine.
    const spread = `{ a { a { a { a { a { a { ...F } } } } } } } fragment F on T { a { a { a } } }`;
    expect(() => checkQueryCost(parse(spread))).toThrow(QueryRefused);
  });

  it("counts introspection's ofType unwrapping as no level (GraphiQL's and codegen's query)", () => {
    const ofTypes = `${'ofType { '.repeat(20)}name${' }'.repeat(20)}`;
    expect(() =>
      checkQueryCost(parse(`{ __schema { types { fields { type { ${ofTypes} } } } } }`)),
    ).not.toThrow();
    expect(() => checkQueryCost(parse(getIntrospectionQuery({ typeDepth: 9 })))).not.toThrow();
  });

  it('leaves fragment cycles and unknown fragments to validation (no loop, no crash)', () => {
    expect(() =>
      checkQueryCost(
        parse('{ getBasket { ...A } } fragment A on Basket { ...B } fragment B on Basket { ...A }'),
      ),
    ).not.toThrow();
    expect(() => checkQueryCost(parse('{ getBasket { ...Missing } }'))).not.toThrow();
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'every address refused (happy eyeballs)',
      new AggregateError([withCode('refused', 'ECONNREFUSED')], 'connect failed'),
    ],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'a Unix socket that is gone (the embedded server stopped)',
      Object.assign(withCode('connect ENOENT /data/postgres/.s.PGSQL.5432', 'ENOENT'), {
        syscall: 'connect',
      }),
    ],
    ['an administrator shutdown (57P01)', withCode('terminating connection', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['too many connections (53300)', withCode('too many clients', '53300')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['the pool giving up waiting', new Error('timeout exceeded when trying to connect')],
    [
      'a wrapped connection timeout',
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated unexpectedly'),
      }),
    ],
  ])('says yes to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('duplicate key value', '23505')],
    ['a syntax error (42601)', withCode('syntax error at or near', '42601')],
    ['a serialization failure (40001)', withCode('could not serialize access', '40001')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'Fastify’s malformed JSON',
      withCode('Unexpected end of JSON input', 'FST_ERR_CTP_INVALID_JSON_BODY'),
    ],
    ['a file not found', Object.assign(withCode('no such file', 'ENOENT'), { syscall: 'open' })],
    ['no error at all', 'ECONNREFUSED'],
    ['null', null],
  ])('says no to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

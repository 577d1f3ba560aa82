import { describe, expect, it } from 'vitest';
import { testDatabaseServers } from './test-databases.ts';

const embedded = () => 'postgres://embedded/postgres';
const server = 'postgres://postgres@127.0.0.1:5432/postgres';

describe('the servers the database tests run on', () => {
  it('is the embedded PostgreSQL alone with nothing set', () => {
    expect(testDatabaseServers({}, embedded)).toEqual([
      { name: 'embedded', adminUrl: 'postgres://embedded/postgres' },
    ]);
  });

  it('adds DATABASE_URL’s server when it is set, an empty value meaning unset', () => {
    expect(testDatabaseServers({ DATABASE_URL: server }, embedded).map((s) => s.name)).toEqual([
      'embedded',
      'postgres',
    ]);
    expect(testDatabaseServers({ DATABASE_URL: '' }, embedded).map((s) => s.name)).toEqual([
      'embedded',
    ]);
  });

  it('is DATABASE_URL’s server alone with TEST_ENGINES=postgres, which needs it', () => {
    expect(
      testDatabaseServers({ DATABASE_URL: server, TEST_ENGINES: 'postgres' }, embedded),
    ).toEqual([{ name: 'postgres', adminUrl: server }]);
    expect(() => testDatabaseServers({ TEST_ENGINES: 'postgres' }, embedded)).toThrow(
      /needs DATABASE_URL/,
    );
    expect(() =>
      testDatabaseServers({ DATABASE_URL: server, TEST_ENGINES: 'mysql' }, embedded),
    ).toThrow(/TEST_ENGINES/);
  });
});

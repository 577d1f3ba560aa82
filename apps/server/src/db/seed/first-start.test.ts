import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, DEMO_PASSWORD } from '../../test/demo-accounts.ts';
import { freePort } from '../../test/doubles/private-cluster.ts';
import {
  Browser,
  startServer,
  stopServer,
  waitUntilHealthy,
  type ServerProcess,
} from '../../test/server-processes.ts';
import { testDatabaseTargets, type TestDatabase } from '../test-databases.ts';

// A production start on an empty database makes no account and no book: the demo data's
// password is printed in the README. Only a person asking for it (SEED_DEMO=true, refused
// with live payments) gets the demo shop in production.

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-for-tests',
  // The sandbox in production only as a demonstration shop (config.ts); no live keys here.
  DEMO_MODE: 'true',
  LOG_LEVEL: 'info',
};

const databases: TestDatabase[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  for (const database of databases) await database.drop();
});

async function emptyDatabase(): Promise<TestDatabase> {
  const [embedded] = testDatabaseTargets();
  const database = await embedded!.open();
  databases.push(database);
  return database;
}

async function started(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const server = startServer(name, await freePort(), env);
  servers.push(server);
  await waitUntilHealthy(server);
  return server;
}

async function rows(database: TestDatabase, table: 'users' | 'products' | 'bookshops') {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the first start', () => {
  it('seeds nothing in production: no account, no book, the demo administrator cannot log in', async () => {
    const database = await emptyDatabase();
    const server = await started('production', { ...PRODUCTION, DATABASE_URL: database.url });
    expect(await rows(database, 'users')).toBe(0);
    expect(await rows(database, 'products')).toBe(0);
    expect(await rows(database, 'bookshops')).toBe(0);
    const login = await new Browser().post(server, '/api/login/', {
      email: ADMIN,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(401);
    expect(server.output()).not.toMatch(/Seeded the demo data/);
    // The log says how to make the first administrator.
    expect(server.output()).toContain('npm run admin:create -- --email');
    expect(await stopServer(server)).toBe(0);
  });

  it('seeds the demo shop in production when SEED_DEMO=true asks for it', async () => {
    const database = await emptyDatabase();
    const server = await started('production, demo asked', {
      ...PRODUCTION,
      DATABASE_URL: database.url,
      SEED_DEMO: 'true',
    });
    expect(server.output()).toMatch(/Seeded the demo data/);
    const login = await new Browser().post(server, '/api/login/', {
      email: ADMIN,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(await stopServer(server)).toBe(0);
  });
});

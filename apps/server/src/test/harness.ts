import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppConfig } from '../app.ts';
import type { Database } from '../db/database.ts';
import { seedDemoData } from '../db/seed/demo-data.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { TestClient, type TestClientOptions } from './client.ts';

export const testConfig: AppConfig = {
  brandName: 'Scaffale',
  sessionSecret: 'test-secret-test-secret',
  secureCookies: false,
  webDist: '/nonexistent-web-dist',
  logLevel: 'silent',
  payments: 'sandbox',
  // Every client of these suites is light-my-request's 127.0.0.1 unless it says otherwise:
  // hundreds of buyers behind one address, which no deployment sees. The cap per address
  // is proved by the suite that builds its app with it (orders/unpaid-copies.test.ts).
  maxUnpaidCopiesPerAddress: 0,
};

export interface Harness {
  database: Database;
  app: FastifyInstance;
  /** A new browser-like client (its own cookies; optionally its own peer address). */
  client(options?: TestClientOptions): TestClient;
  /**
   * A second app instance on the same database, as a second server process would be
   * (optionally configured otherwise: behind a proxy, other limits).
   */
  secondApp(overrides?: Partial<AppConfig>): Promise<FastifyInstance>;
}

/**
 * Runs a describe block's tests once per database server (the embedded PostgreSQL always,
 * DATABASE_URL's too when it is set): a freshly migrated and seeded database, the real app over inject.
 */
export function engines(): { name: string; setup(): Harness }[] {
  return testDatabaseTargets().map((target) => ({
    name: target.name,
    setup() {
      const harness = {} as Harness;
      const extraApps: FastifyInstance[] = [];
      let drop: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const opened = await target.open();
        drop = opened.drop;
        await seedDemoData(opened.db);
        harness.database = opened;
        harness.app = await buildApp(testConfig, opened);
        harness.client = (options) => new TestClient(harness.app, options);
        harness.secondApp = async (overrides = {}) => {
          const app = await buildApp({ ...testConfig, ...overrides }, opened);
          extraApps.push(app);
          return app;
        };
      });
      afterAll(async () => {
        for (const app of extraApps) await app.close();
        await harness.app?.close();
        await harness.database?.close();
        await drop?.();
      });
      return harness;
    },
  }));
}

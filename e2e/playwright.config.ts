import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { baseURL, port } from './base-url.ts';
import { allowFor } from './timeouts.ts';

// A fresh embedded PostgreSQL per run: the server makes it, and seeds the demo data, on
// first start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'scaffale-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // Each test has a buyer of its own (fixtures.ts), so it passes alone, in any order, on any
  // worker; the few demo accounts still logged in as are each used by one spec file, whose
  // tests run in order without needing each other. No retries all the same: a failure is
  // looked into, not retried away, and slowness is what allowFor is for.
  retries: 0,
  timeout: allowFor(30_000),
  expect: { timeout: allowFor(7_000) },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'it-IT',
    // Every test is traced, the trace kept if it fails: its DOM at each step, not a film of
    // screenshots, which cost a sixth of the run's CPU (docs/perf.md, the test suite). The
    // page as it failed is a screenshot of its own.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // One project: the specs that add bookshops and books add their own (fixtures.ts: `staff`),
  // and the catalogue's counts are read when they are checked (catalog.spec.ts).
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // What `npm start` runs: the server bundle `npm run test:e2e` has just built (or a
    // bundle of one's own, E2E_SERVER_BUNDLE, to run beside another run).
    command: `node --enable-source-maps ${process.env.E2E_SERVER_BUNDLE ?? 'apps/server/dist/main.mjs'}`,
    cwd: '..',
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The server stops its embedded PostgreSQL on SIGTERM; a kill would leave it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // A helper may serve its own build of the web app; empty means apps/web/dist.
      WEB_DIST: process.env.WEB_DIST ?? '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every test registers a buyer of its own, all from this machine's address.
      REGISTRATIONS_PER_HOUR: '100000',
      // Every browser of the run is 127.0.0.1: one client holding every test's order.
      MAX_UNPAID_COPIES_PER_ADDRESS: '0',
    },
  },
});

import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, MARIO } from '../test/demo-accounts.ts';
import { RELOCATED_HOME } from './embedded-postgres.ts';
import { freePort } from '../test/doubles/private-cluster.ts';
import { ADD_PRODUCT, BASKET_ITEM_NUMBER } from '../test/operations.ts';
import {
  Browser,
  startServer,
  stopServer,
  waitUntilHealthy,
  type ServerProcess,
} from '../test/server-processes.ts';

// What `npm start` gives a newcomer, with nothing set: the server makes its own PostgreSQL
// in DATA_DIR, keeps the data across restarts, shares it with a second process on the same
// folder, starts it again after a crash, and says clearly when the folder cannot be used.

const BOOKS = `query GetProducts { getProducts(pageSize: 20) { items { id available } } }`;

const folders: string[] = [];
const servers: ServerProcess[] = [];

/** Clusters the tests made under RELOCATED_HOME (as root, from a closed folder). */
const relocated: string[] = [];

afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  for (const folder of [...folders, ...relocated]) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'scaffale-default-'));
  folders.push(folder);
  return folder;
}

/** The default start: no DATABASE_URL, the data in `dataDir`. */
async function start(
  name: string,
  dataDir: string,
  user?: { uid: number; gid: number },
): Promise<ServerProcess> {
  const server = startServer(name, await freePort(), { DATA_DIR: dataDir }, user);
  servers.push(server);
  return server;
}

function postmasterPid(dataDir: string): number | null {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return null;
  return Number.parseInt(readFileSync(file, 'utf8'), 10);
}

/** Alive and not a zombie waiting for whoever inherited it to reap it. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/**
 * A process that has been told to stop is gone within a few seconds; the bound is wider, for
 * cores other work shares.
 */
async function expectGone(pid: number): Promise<void> {
  await vi.waitFor(() => expect(isRunning(pid)).toBe(false), { timeout: 60_000, interval: 100 });
}

/** A book on sale in the demo data, through the API as a buyer finds one. */
async function aBook(browser: Browser, server: ServerProcess): Promise<string> {
  const answer = await browser.graphql<{
    getProducts: { items: { id: string; available: number }[] };
  }>(server, 'GetProducts', BOOKS);
  const id = answer.data?.getProducts.items.find((book) => book.available > 0)?.id;
  if (!id) throw new Error(`no book: ${JSON.stringify(answer)}`);
  return id;
}

async function itemsInBasket(browser: Browser, server: ServerProcess): Promise<number | null> {
  const answer = await browser.graphql<{ getBasket: { itemNumber: number } }>(
    server,
    'GetBasket',
    BASKET_ITEM_NUMBER,
  );
  return answer.data?.getBasket.itemNumber ?? null;
}

async function loggedInWithOneBook(server: ServerProcess): Promise<Browser> {
  const browser = new Browser();
  const login = await browser.post(server, '/api/login/', {
    email: MARIO,
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  const before = (await itemsInBasket(browser, server)) ?? 0;
  await browser.graphql(server, 'AddProduct', ADD_PRODUCT, {
    productId: await aBook(browser, server),
  });
  expect(await itemsInBasket(browser, server)).toBe(before + 1);
  return browser;
}

describe('the default start (embedded PostgreSQL in DATA_DIR)', () => {
  it('starts with nothing set, stops its database with it, and keeps the data for the next start', async () => {
    const dataDir = dataFolder();
    const first = await start('first start', dataDir);
    await waitUntilHealthy(first);
    const health = await fetch(`${first.origin}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'embedded' });
    const browser = await loggedInWithOneBook(first);
    const items = await itemsInBasket(browser, first);
    const pid = postmasterPid(dataDir);
    expect(pid).not.toBeNull();

    expect(await stopServer(first)).toBe(0);
    // The last process out stops the database, cleanly.
    await expectGone(pid!);
    expect(postmasterPid(dataDir)).toBeNull();

    const second = await start('second start', dataDir);
    await waitUntilHealthy(second);
    // The same session and basket: nothing was lost, nothing seeded again.
    expect(await itemsInBasket(browser, second)).toBe(items);
    expect(second.output()).not.toMatch(/Seeded the demo data/);
    expect(await stopServer(second)).toBe(0);
  });

  it('lets two server processes share one data folder; the database stops with the last', async () => {
    const dataDir = dataFolder();
    // Both at once on an empty folder: one makes the database, the other joins it.
    const [a, b] = [await start('process A', dataDir), await start('process B', dataDir)];
    await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);
    const browser = await loggedInWithOneBook(a);
    const items = await itemsInBasket(browser, a);
    expect(await itemsInBasket(browser, b)).toBe(items);

    const pid = postmasterPid(dataDir)!;
    expect(await stopServer(a)).toBe(0);
    // B still has it.
    expect(isRunning(pid)).toBe(true);
    expect(await itemsInBasket(browser, b)).toBe(items);
    expect(await stopServer(b)).toBe(0);
    await expectGone(pid);
  });

  it('says so when the database process crashes, starts it again, and serves the same data', async () => {
    const dataDir = dataFolder();
    const server = await start('crashing', dataDir);
    await waitUntilHealthy(server);
    const browser = await loggedInWithOneBook(server);
    const items = await itemsInBasket(browser, server);

    process.kill(postmasterPid(dataDir)!, 'SIGKILL');
    await vi.waitFor(() => expect(server.output()).toMatch(/embedded PostgreSQL had stopped/), {
      timeout: 90_000,
      interval: 200,
    });
    await vi.waitFor(async () => expect(await itemsInBasket(browser, server)).toBe(items), {
      timeout: 90_000,
      interval: 200,
    });
    expect(server.child.exitCode).toBeNull();
    expect(await stopServer(server)).toBe(0);
  });

  it('stops at start with a message naming DATA_DIR when the folder cannot be written', async () => {
    const parent = dataFolder();
    // A file where the folder should be: no user, root included, can make a folder in it.
    const file = join(parent, 'not-a-folder');
    writeFileSync(file, '');
    const server = await start('unwritable', join(file, 'data'));
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /data folder .*not-a-folder\/data \(DATA_DIR\) cannot be written/,
    );
    expect(server.output()).not.toMatch(/\bat .+\.ts:\d+/); // a message, not a stack
  });

  // `npm start` as root from a clone in /root (mode 0700): the postgres user cannot reach the
  // data folder, so the data lives where it can, and the log says where (docs/adr/018).
  it.runIf(process.getuid?.() === 0)(
    'starts as root from a folder closed to the postgres user, says where the data lives, and keeps it',
    async () => {
      const home = dataFolder();
      chmodSync(home, 0o700);
      const dataDir = join(home, 'scaffale', 'data');
      const first = await start('root, closed folder', dataDir);
      await waitUntilHealthy(first);
      const lives = realpathSync(join(dataDir, 'postgres'));
      relocated.push(lives);
      expect(lives.startsWith(`${RELOCATED_HOME}/`)).toBe(true);
      expect(first.output()).toContain(`data lives in ${lives}`);
      // Nothing of the person's folders was opened to anyone.
      expect(statSync(home).mode & 0o777).toBe(0o700);
      const browser = await loggedInWithOneBook(first);
      const items = await itemsInBasket(browser, first);
      expect(await stopServer(first)).toBe(0);

      const second = await start('root, closed folder, again', dataDir);
      await waitUntilHealthy(second);
      expect(second.output()).toContain(`data lives in ${lives}`);
      expect(await itemsInBasket(browser, second)).toBe(items);
      expect(second.output()).not.toMatch(/Seeded the demo data/);
      expect(await stopServer(second)).toBe(0);
    },
  );

  // As root, PostgreSQL runs as a user of its own; as an ordinary user, as that user. The
  // suite runs as one of the two: when it runs as root, the other is tried here too.
  it.runIf(process.getuid?.() === 0)(
    'starts as an ordinary user too (the suite runs as root)',
    async () => {
      const uid = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).trim());
      const dataDir = dataFolder();
      chownSync(dataDir, uid, gid);
      const server = await start('as nobody', dataDir, { uid, gid });
      await waitUntilHealthy(server);
      await loggedInWithOneBook(server);
      expect(await stopServer(server)).toBe(0);
    },
  );
});

// A throwaway PostgreSQL cluster of the test's own (initdb into a temp dir, pg_ctl on a
// free port), so a test may stop and start its database without touching the shared one.

import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The PostgreSQL binaries: PG_BIN, else Debian's and Ubuntu's place for version 15. */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PrivateCluster {
  readonly port: number;
  /** postgres://postgres@127.0.0.1:port/postgres */
  readonly adminUrl: string;
  urlFor(database: string): string;
  start(): Promise<void>;
  /** `immediate` kills the server like a crash; `fast` disconnects clients and shuts down. */
  stop(mode?: 'immediate' | 'fast'): Promise<void>;
  /** Stops the cluster if running and deletes its files; safe to call more than once. */
  destroy(): Promise<void>;
}

/** PostgreSQL refuses to run as root: as root, its binaries run as the postgres user. */
function asOwner(command: string, args: string[]): [string, string[]] {
  const binary = join(PG_BIN, command);
  if (process.getuid?.() === 0) return ['runuser', ['-u', 'postgres', '--', binary, ...args]];
  return [binary, args];
}

async function pg(command: string, args: string[]): Promise<string> {
  const [file, argv] = asOwner(command, args);
  const { stdout } = await run(file, argv, { timeout: 60_000 });
  return stdout;
}

/** A port nothing listens on now (the kernel's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('no TCP port'));
        else resolve(address.port);
      });
    });
  });
}

export async function createPrivateCluster(): Promise<PrivateCluster> {
  const root = mkdtempSync(join(tmpdir(), 'scaffale-pg-'));
  const dataDir = join(root, 'data');
  const socketDir = root;
  const logFile = join(root, 'server.log');
  if (process.getuid?.() === 0) {
    const owner = await run('id', ['-u', 'postgres']);
    const group = await run('id', ['-g', 'postgres']);
    chownSync(root, Number(owner.stdout.trim()), Number(group.stdout.trim()));
  }
  const port = await freePort();
  let destroyed = false;
  // Should the test process end without afterAll (a crash, a kill), take the cluster along.
  const onExit = () => {
    killPostmaster(dataDir);
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  const cluster: PrivateCluster = {
    port,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    urlFor: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      // -w waits until the server accepts connections. fsync off only risks data when the
      // machine itself crashes; commits stay synchronous, because an immediate stop is a
      // crash of PostgreSQL's processes, and a commit it had acknowledged must survive it.
      await pg('pg_ctl', [
        'start',
        '-w',
        '-t',
        '60',
        '-D',
        dataDir,
        '-l',
        logFile,
        '-o',
        `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      ]);
    },
    async stop(mode = 'immediate') {
      await pg('pg_ctl', ['stop', '-w', '-t', '60', '-m', mode, '-D', dataDir]);
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      process.off('exit', onExit);
      try {
        await cluster.stop('immediate');
      } catch {
        // Not running, or pg_ctl failed: make sure no postmaster outlives its files.
        killPostmaster(dataDir);
      }
      rmSync(root, { recursive: true, force: true });
    },
  };

  try {
    await pg('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}

/** The postmaster's pid is the first line of postmaster.pid while it runs. */
function killPostmaster(dataDir: string): void {
  let pid: number;
  try {
    pid = Number.parseInt(
      readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
      10,
    );
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

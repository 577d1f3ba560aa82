// A throwaway PostgreSQL of the test's own (the embedded one, in a temp dir), so a test may
// stop and start its database without touching the shared one.

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../db/embedded-postgres.ts';

export interface PrivateCluster {
  urlFor(database: string): string;
  start(): Promise<void>;
  /** `immediate` kills the server like a crash; `fast` disconnects clients and shuts down. */
  stop(mode?: 'immediate' | 'fast'): Promise<void>;
  /** Stops the cluster if running and deletes its files; safe to call more than once. */
  destroy(): Promise<void>;
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
  let destroyed = false;
  // fsync off only risks data when the machine itself crashes; commits stay synchronous,
  // because an immediate stop is a crash of PostgreSQL's processes, and a commit it had
  // acknowledged must survive it.
  const embedded = await startEmbeddedPostgres({
    dataDir: root,
    settings: { fsync: 'off', full_page_writes: 'off' },
  }).catch((error: unknown) => {
    rmSync(root, { recursive: true, force: true });
    throw error;
  });
  // Should the test process end without afterAll (a crash, a kill), take the cluster along.
  const onExit = () => {
    const pid = embedded.pid();
    if (pid !== null) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  return {
    urlFor: (database) => embedded.urlFor(database),
    start: () => embedded.start(),
    stop: (mode = 'immediate') => embedded.stop(mode),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      process.off('exit', onExit);
      await embedded.stop('immediate').catch(() => {});
      onExit();
    },
  };
}

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './test/doubles/private-cluster.ts';
import {
  startServer,
  stopServer,
  waitUntilHealthy,
  type ServerProcess,
} from './test/server-processes.ts';

// WEB_CONCURRENCY=2 on the default start (cluster.ts, docs/scaling.md): one `npm start`, two
// server processes answering on its one port over one embedded database, and all of it gone
// again on SIGTERM.

/** /healthz over a connection of its own: node:cluster gives each new one to the next process. */
function healthOnNewConnection(origin: string): Promise<{ status: string; process?: number }> {
  return new Promise((resolve, reject) => {
    get(`${origin}/healthz`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(JSON.parse(body) as { status: string; process?: number }));
    }).on('error', reject);
  });
}

describe('WEB_CONCURRENCY: server processes sharing one port', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'scaffale-processes-'));
  let server: ServerProcess;

  beforeAll(async () => {
    server = startServer('two processes', await freePort(), {
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '2',
    });
    await waitUntilHealthy(server);
  }, 90_000);

  afterAll(async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers from both processes on the one port', async () => {
    const answered = new Set<number | undefined>();
    // The second process may still be starting when the first answers.
    await vi.waitFor(
      async () => {
        const health = await healthOnNewConnection(server.origin);
        expect(health.status).toBe('ok');
        answered.add(health.process);
        expect([...answered].sort()).toEqual([1, 2]);
      },
      { timeout: 20_000, interval: 50 },
    );
  });

  it('stops both processes and the embedded database on SIGTERM', async () => {
    const postmasterPidFile = join(dataDir, 'postgres', 'postmaster.pid');
    expect(existsSync(postmasterPidFile)).toBe(true);
    expect(await stopServer(server)).toBe(0);
    // A clean shutdown of PostgreSQL removes its pid file.
    await vi.waitFor(() => expect(existsSync(postmasterPidFile)).toBe(false), {
      timeout: 15_000,
      interval: 100,
    });
  });
});

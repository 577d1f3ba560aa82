import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
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

/** The Node processes whose parent is `pid`: the server processes the first one forked. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // node:cluster's workers carry NODE_UNIQUE_ID; tsx's esbuild service, a child too,
        // does not (a name would not do: Node lines name their process differently).
        if (!readFileSync(`/proc/${entry}/environ`, 'utf8').includes('NODE_UNIQUE_ID=')) {
          return false;
        }
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // The parent's pid is the 4th field, the 2nd after the command's closing parenthesis.
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

/** Asks over new connections until the processes numbered `expected` have all answered. */
async function expectAnswersFrom(
  origin: string,
  expected: number[],
  timeout = 180_000,
): Promise<void> {
  const answered = new Set<number | undefined>();
  // A process may still be starting when the others answer.
  await vi.waitFor(
    async () => {
      const health = await healthOnNewConnection(origin);
      expect(health.status).toBe('ok');
      answered.add(health.process);
      expect([...answered].filter((n) => expected.includes(n ?? 0)).sort()).toEqual(expected);
    },
    { timeout, interval: 50 },
  );
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
  });

  afterAll(async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers from both processes on the one port', async () => {
    await expectAnswersFrom(server.origin, [1, 2]);
  });

  it('stops both processes and the embedded database on SIGTERM', async () => {
    const postmasterPidFile = join(dataDir, 'postgres', 'postmaster.pid');
    expect(existsSync(postmasterPidFile)).toBe(true);
    expect(await stopServer(server)).toBe(0);
    // A clean shutdown of PostgreSQL removes its pid file.
    await vi.waitFor(() => expect(existsSync(postmasterPidFile)).toBe(false), {
      timeout: 60_000,
      interval: 100,
    });
  });

  it('stops, with exit code 1, when its processes cannot listen', async () => {
    const taken = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      // The same DATA_DIR: its database already made and seeded.
      const again = startServer('port taken', port, { DATA_DIR: dataDir, WEB_CONCURRENCY: '2' });
      expect(await again.exited).toBe(1);
      expect(again.output()).toMatch(/EADDRINUSE/);
    } finally {
      taken.close();
    }
  });

  // Its service manager starts the whole server again, as it would a single process.
  it('stops every process and the database, with exit code 1, when one of them dies', async () => {
    const again = startServer('one dies', await freePort(), {
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '2',
    });
    try {
      await waitUntilHealthy(again);
      await expectAnswersFrom(again.origin, [1, 2]);
      const workers = childrenOf(again.child.pid ?? 0);
      expect(workers).toHaveLength(2);
      process.kill(workers[0]!, 'SIGKILL');
      expect(await again.exited).toBe(1);
      expect(again.output()).toMatch(/ended \(SIGKILL\); stopping the others/);
      for (const worker of workers) {
        await vi.waitFor(() => expect(existsSync(`/proc/${worker}`)).toBe(false), {
          timeout: 60_000,
          interval: 100,
        });
      }
      const postmasterPidFile = join(dataDir, 'postgres', 'postmaster.pid');
      await vi.waitFor(() => expect(existsSync(postmasterPidFile)).toBe(false), {
        timeout: 60_000,
        interval: 100,
      });
    } finally {
      await stopServer(again);
    }
  });
});

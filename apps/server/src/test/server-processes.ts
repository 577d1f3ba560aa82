import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Real server processes for the tests that need them (several processes on one database,
// the default start): `node --import tsx apps/server/src/main.ts`, over HTTP.

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = 'apps/server/src/main.ts';
// A guard against a server that never answers, not a measure of its start: a start compiles
// the server's TypeScript (tsx) and may make and seed a cluster, on cores other work shares.
const START_TIMEOUT_MS = 180_000;

/** One real server process. */
export interface ServerProcess {
  name: string;
  origin: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Starts the server on `port` with a test's settings; `env` names its database (DATABASE_URL,
 * or DATA_DIR for the embedded default) and anything else it changes; `user`: run as that
 * user (uid and gid) rather than as the test's.
 */
export function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
  user?: { uid: number; gid: number },
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    ...user,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_POOL_SIZE: '5',
      PAYMENTS: 'sandbox',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { name, origin: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

/** Polls /healthz until 200; fails at once, with the process's output, if it exits. */
export async function waitUntilHealthy(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`${server.name} exited at start:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.origin}/healthz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`${server.name} never got healthy:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM, as a process manager stops it (SIGKILL after 20 s); the exit code. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await server.exited;
  clearTimeout(timer);
  return code;
}

/** A browser: one cookie jar, whichever process answers. */
export class Browser {
  readonly cookies = new Map<string, string>();

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async get(server: ServerProcess, path: string): Promise<Response> {
    const response = await fetch(`${server.origin}${path}`, {
      headers: { cookie: this.cookieHeader() },
    });
    this.remember(response);
    return response;
  }

  /** The CSRF cookie: `csrftoken`, or `__Host-csrftoken` from a production start. */
  private csrfToken(): string | undefined {
    return this.cookies.get('csrftoken') ?? this.cookies.get('__Host-csrftoken');
  }

  async post(server: ServerProcess, path: string, body: unknown): Promise<Response> {
    if (this.csrfToken() === undefined) await this.get(server, '/healthz');
    const response = await fetch(`${server.origin}${path}`, {
      method: 'POST',
      headers: {
        cookie: this.cookieHeader(),
        'x-csrftoken': this.csrfToken() ?? '',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    this.remember(response);
    return response;
  }

  async graphql<T>(
    server: ServerProcess,
    operationName: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{ data: T | null; errors?: { extensions?: { code?: string } }[] }> {
    const response = await this.post(server, '/graphql', { operationName, query, variables });
    return (await response.json()) as {
      data: T | null;
      errors?: { extensions?: { code?: string } }[];
    };
  }
}

import { fork, type ChildProcess } from 'node:child_process';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../../apps/server/src/build/bundle.ts';
import type { Answer, Args, Method, Reply, Request } from './ipc.ts';

// The bench's side of the processes it starts: the server under load and the ceilings.

export interface StartedProcess {
  child: ChildProcess;
  port: number;
  ready: Record<string, unknown>;
}

/**
 * Bundles a TypeScript entry of the bench into bench/dist/ as production does the server
 * (apps/server/src/build/bundle.ts), forks it with plain node, --expose-gc and `nodeFlags`,
 * sends it `init` if given, and waits for its `{ ready: true, port }` message.
 */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  init?: unknown,
  nodeFlags: readonly string[] = [],
): Promise<StartedProcess> {
  const outDir = fileURLToPath(new URL('../dist/', import.meta.url));
  await bundleServer(fileURLToPath(new URL(entry, import.meta.url)), outDir);
  const bundled = `${outDir}${basename(entry, '.ts')}.mjs`;
  const child = fork(bundled, [], {
    // BENCH_CPU_PROF=dir writes a V8 CPU profile of each process there when it exits.
    execArgv: [
      '--expose-gc',
      ...nodeFlags,
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${entry} exited with ${code}`));
    child.once('exit', onExit);
    child.on('message', function onReady(message: Record<string, unknown>) {
      if (message.ready !== true) return;
      child.off('message', onReady);
      child.off('exit', onExit);
      resolve({ child, port: Number(message.port), ready: message });
    });
    if (init !== undefined) child.send(init as object);
  });
}

/** The parent's side of `serveRequests`: typed calls into the server process. */
export class ServerProcess {
  private next = 0;
  private readonly pending = new Map<number, (reply: Reply) => void>();

  constructor(readonly started: StartedProcess) {
    started.child.on('message', (message: Reply) => {
      if (typeof message.id !== 'number') return;
      this.pending.get(message.id)?.(message);
      this.pending.delete(message.id);
    });
  }

  get base(): string {
    return `http://127.0.0.1:${this.started.port}`;
  }

  call<M extends Method>(method: M, ...args: Args<M>): Promise<Answer<M>> {
    const id = (this.next += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, (reply) =>
        reply.error === undefined
          ? resolve(reply.result as Answer<M>)
          : reject(new Error(reply.error)),
      );
      this.started.child.send({ id, method, args } satisfies Request);
    });
  }
}

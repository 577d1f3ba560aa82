import cluster, { type Worker } from 'node:cluster';

// WEB_CONCURRENCY > 1 (docs/scaling.md): the first process forks that many server processes
// and serves nothing itself. They listen on its port through node:cluster, which hands each
// new connection to the next process in turn; everything they share (sessions, stock, the
// job queue, rate limits) is in the database, so any of them may answer any request.

export interface ServerProcesses {
  /** Stops every server process (SIGTERM, their own graceful shutdown) and waits for them. */
  stop(): Promise<void>;
  /** Resolves once every process listens; rejects if one exits before it did. */
  listening: Promise<void>;
}

/**
 * Forks `count` server processes. One that exits, at start (a start-up error) or later (a
 * crash, a kill), stops them all through `onEnded` with a failure code: the service manager
 * that runs `npm start` starts the whole server again, as it would a single process. (A
 * replacement forked here was seen to listen at once and yet serve only minutes later.)
 */
export function forkServerProcesses(
  count: number,
  log: (message: string) => void,
  onEnded: (code: number) => void,
): ServerProcesses {
  let stopping = false;
  let started = 0;
  let resolveListening: () => void = () => {};
  let rejectListening: (error: Error) => void = () => {};
  const listening = new Promise<void>((resolve, reject) => {
    resolveListening = resolve;
    rejectListening = reject;
  });
  const fork = (): Worker => {
    const worker = cluster.fork();
    let up = false;
    worker.once('listening', () => {
      up = true;
      started += 1;
      if (started === count) resolveListening();
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      const how = signal ?? `exit code ${code}`;
      if (up)
        log(`server process ${worker.process.pid ?? '?'} ended (${how}); stopping the others`);
      else rejectListening(new Error(`a server process ended at start (${how})`));
      onEnded(code === 0 || code === null ? 1 : code);
    });
    return worker;
  };
  for (let i = 0; i < count; i += 1) fork();
  return {
    listening,
    stop: async () => {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter(
        (worker): worker is Worker => worker !== undefined && !worker.isDead(),
      );
      await Promise.all(
        running.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

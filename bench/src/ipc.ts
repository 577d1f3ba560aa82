// A small request/answer protocol over the IPC channel between the bench and the server
// process it starts (bench/src/processes.ts starts it).

/** What the bench may ask the server process (bench/src/server-process.ts). */
export interface BenchServerApi {
  /** Statements run and CPU used by the process so far, and its memory after a GC. */
  stats(): Promise<{
    statements: number;
    cpuMs: number;
    rssMb: number;
    heapUsedMb: number;
    /** What V8's young generation holds of the machine's memory, empty or not. */
    youngGenerationMb: number;
  }>;
  /**
   * Stops the server processes forked for the process-scaling scenario and forks `count` new
   * ones sharing a port (node:cluster, as WEB_CONCURRENCY does); the port.
   */
  processes(args: { count: number }): Promise<{ port: number }>;
  /** Those processes' statements and CPU so far, and their memory after a GC, summed. */
  processesStats(): Promise<{ statements: number; cpuMs: number; rssMb: number }>;
  benchBuyer(args: { email: string; lines: number }): Promise<number>;
  benchBook(): Promise<{ id: number; bookshopId: number }>;
  addContestedBook(args: { bookshopId: number; available: number }): Promise<number>;
  setAvailable(args: { productId: number; available: number }): Promise<null>;
  available(args: { productId: number }): Promise<number>;
  close(): Promise<null>;
}

export type Method = keyof BenchServerApi;
export type Args<M extends Method> = Parameters<BenchServerApi[M]>;
export type Answer<M extends Method> = Awaited<ReturnType<BenchServerApi[M]>>;

export interface Request {
  id: number;
  method: Method;
  args: unknown[];
}
export interface Reply {
  id: number;
  result?: unknown;
  error?: string;
}

/** In the child: answers the parent's requests with `api`. */
export function serveRequests(api: BenchServerApi): void {
  process.on('message', (message: Request) => {
    const call = api[message.method] as (...args: unknown[]) => Promise<unknown>;
    call(...message.args).then(
      (result) => process.send?.({ id: message.id, result } satisfies Reply),
      (error: unknown) => process.send?.({ id: message.id, error: String(error) } satisfies Reply),
    );
  });
}

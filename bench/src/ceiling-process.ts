import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import mercurius from 'mercurius';

// The two ceilings, each in a process of its own like the server under test:
// - bare: a Fastify route answering a fixed JSON of the basket's size (the machine's ceiling);
// - graphql: the real schema with a resolver answering a fixed basket (what GraphQL costs).
// With `processes` (the process-scaling scenario), this process forks that many, sharing one
// port as the server's processes do (node:cluster), and answers nothing itself.

interface Init {
  kind: 'bare' | 'graphql';
  /** bare: the response body; graphql: the basket the resolver returns. */
  body: string;
  processes?: number;
}

if (cluster.isWorker) {
  void start(JSON.parse(process.env.BENCH_CEILING_INIT ?? '{}') as Init);
} else {
  process.once('message', (init: Init) => {
    if (init.processes === undefined) void start(init);
    else forkCeilings(init, init.processes);
  });
}

function forkCeilings(init: Init, processes: number): void {
  let listening = 0;
  for (let i = 0; i < processes; i += 1) {
    cluster.fork({ BENCH_CEILING_INIT: JSON.stringify(init) }).once('listening', (address) => {
      listening += 1;
      if (listening === processes) process.send?.({ ready: true, port: address.port });
    });
  }
  process.on('message', (message: { close?: boolean }) => {
    if (!message.close) return;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    cluster.disconnect(() => process.exit(0));
  });
}

async function start({ kind, body }: Init): Promise<void> {
  const app = Fastify({ logger: false });
  if (kind === 'bare') {
    app.post('/ceiling', (_request, reply) => reply.type('application/json').send(body));
  } else {
    const basket: unknown = JSON.parse(body);
    const schema = readFileSync(
      new URL('../../apps/server/src/graphql/schema.graphql', import.meta.url),
      'utf8',
    );
    await app.register(mercurius, {
      schema,
      resolvers: { Query: { getBasket: () => basket } },
      jit: 1,
    });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  if (cluster.isWorker) return;
  const address = app.server.address();
  process.send?.({ ready: true, port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', (message: { close?: boolean }) => {
    if (message.close) void app.close().then(() => process.exit(0));
  });
}

import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import mercurius from 'mercurius';

// The two ceilings, each in a process of its own like the server under test:
// - bare: a Fastify route answering a fixed JSON of the basket's size (the machine's ceiling);
// - graphql: the real schema with a resolver answering a fixed basket (what GraphQL costs).

interface Init {
  kind: 'bare' | 'graphql';
  /** bare: the response body; graphql: the basket the resolver returns. */
  body: string;
}

process.once('message', (init: Init) => {
  void start(init);
});

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
  const address = app.server.address();
  process.send?.({ ready: true, port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', (message: { close?: boolean }) => {
    if (message.close) void app.close().then(() => process.exit(0));
  });
}

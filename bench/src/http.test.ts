import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BenchClient } from './http.ts';

// The bench's client against a real node:http server answering the ways a server may.

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('the bench client', () => {
  let server: Server;
  let base = '';
  const seen: { method?: string; url?: string; cookie?: string; csrf?: string; body: string }[] =
    [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        seen.push({
          method: request.method,
          url: request.url,
          cookie: request.headers.cookie,
          csrf: request.headers['x-csrftoken'] as string | undefined,
          body,
        });
        if (request.url === '/healthz') {
          response.setHeader('set-cookie', ['csrftoken=tok; Path=/', 'session=abc; HttpOnly']);
          response.end('ok');
        } else if (request.url === '/chunked') {
          // No length: node:http sends the body in chunks, here two writes apart in time.
          response.write('{"parts":');
          setTimeout(() => response.end('["è", "ü"]}'), 20);
        } else if (request.url === '/slow-head') {
          response.writeHead(201, { 'content-length': '11' });
          response.flushHeaders();
          setTimeout(() => response.end('{"late":1}\n'), 20);
        } else if (request.url === '/close') {
          response.setHeader('connection', 'close');
          response.end('bye');
        } else {
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ echo: body ? (JSON.parse(body) as unknown) : null }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps the cookies it is given and sends the CSRF token with a POST', async () => {
    const client = new BenchClient(base);
    const answer = await client.post('/echo', { città: 'Forlì' });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ echo: { città: 'Forlì' } });
    // It asked for the cookies first, then posted with them.
    expect(seen.slice(-2).map((r) => r.url)).toEqual(['/healthz', '/echo']);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      cookie: 'csrftoken=tok; session=abc',
      csrf: 'tok',
      body: '{"città":"Forlì"}',
    });
    client.close();
  });

  it('reads answers sent in chunks or in parts, on the same connection', async () => {
    const client = new BenchClient(base);
    const chunked = await client.get('/chunked');
    expect(chunked.json()).toEqual({ parts: ['è', 'ü'] });
    const late = await client.get('/slow-head');
    expect(late.status).toBe(201);
    expect(late.text()).toBe('{"late":1}\n');
    // A connection the server closes is opened again for the next request.
    expect((await client.get('/close')).text()).toBe('bye');
    expect((await client.get('/echo')).json()).toEqual({ echo: null });
    client.close();
  });

  it('fails the request when the server goes away', async () => {
    const client = new BenchClient(base);
    await client.get('/echo');
    const gone = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await gone;
    await expect(client.get('/echo')).rejects.toThrow();
    // For afterAll: listening again on the same port.
    await new Promise<void>((resolve) => server.listen(Number(new URL(base).port), resolve));
  });
});

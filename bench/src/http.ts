// A tiny cookie-keeping client for the bench, speaking to the real server over HTTP.
//
// It uses node:http with keep-alive rather than fetch: the checkout's load runs in the
// bench's own process, on the same two cores as the server and PostgreSQL, and fetch cost
// about a third of a core there (undici's WHATWG layers around each request).

import http from 'node:http';

/** Connections kept open to the server, shared by every client of this process. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export interface BenchResponse {
  status: number;
  text(): string;
  json<T = unknown>(): T;
}

function request(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; setCookie: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          setCookie: incoming.headers['set-cookie'] ?? [],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export class BenchClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get csrf(): string {
    return this.cookies.get('csrftoken') ?? '';
  }

  private remember(setCookie: string[]): void {
    for (const line of setCookie) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }

  private async send(
    path: string,
    method: 'GET' | 'POST',
    headers: Record<string, string>,
    body?: string,
  ): Promise<BenchResponse> {
    const answer = await request(this.base + path, method, headers, body);
    this.remember(answer.setCookie);
    return {
      status: answer.status,
      text: () => answer.body,
      json: <T>() => JSON.parse(answer.body) as T,
    };
  }

  get(path: string, accept = 'application/json'): Promise<BenchResponse> {
    return this.send(path, 'GET', { cookie: this.cookieHeader, accept });
  }

  async post(path: string, body: unknown): Promise<BenchResponse> {
    if (!this.csrf) await this.get('/healthz');
    return this.send(path, 'POST', this.headers(), JSON.stringify(body));
  }

  async graphql<T>(
    operationName: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const response = await this.post('/graphql', { operationName, query, variables });
    const payload = response.json<{ data: T; errors?: { message: string }[] }>();
    if (payload.errors?.length) throw new Error(`${operationName}: ${payload.errors[0]?.message}`);
    return payload.data;
  }

  /** Headers for autocannon requests made as this client. */
  headers(): Record<string, string> {
    return {
      cookie: this.cookieHeader,
      'x-csrftoken': this.csrf,
      'content-type': 'application/json',
    };
  }
}

// A tiny cookie-keeping client for the bench, speaking HTTP/1.1 to the real server over a
// keep-alive connection of its own.
//
// The checkout's load runs in the bench's own process, on the same two cores as the server
// and PostgreSQL, so what the client costs is taken from them. fetch cost about a third of
// a core (undici's WHATWG layers around each request); node:http about 240 µs of CPU per
// request, a fifth of a core at the checkout's rate, where autocannon, which loads the
// ceilings, spends about 26 µs. So, like autocannon, it writes each request as one string
// and reads the answer with a parser of its own, which knows only what this server sends:
// a length or chunks.

import { connect, type Socket } from 'node:net';

export interface BenchResponse {
  status: number;
  text(): string;
  json<T = unknown>(): T;
}

interface RawResponse {
  status: number;
  setCookie: string[];
  body: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** What a response's head says, and where its body starts in the buffer. */
interface Head {
  status: number;
  setCookie: string[];
  length: number | null;
  chunked: boolean;
  close: boolean;
  bodyStart: number;
}

function parseHead(buffer: Buffer, end: number): Head {
  const lines = buffer.toString('latin1', 0, end).split('\r\n');
  const status = Number(lines[0]?.split(' ')[1]);
  const head: Head = {
    status,
    setCookie: [],
    length: null,
    chunked: false,
    close: false,
    bodyStart: end + HEAD_END.length,
  };
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'set-cookie') head.setCookie.push(value);
    else if (name === 'content-length') head.length = Number(value);
    else if (name === 'transfer-encoding') head.chunked = value.toLowerCase() === 'chunked';
    else if (name === 'connection') head.close = value.toLowerCase() === 'close';
  }
  return head;
}

/** A chunked body's bytes, and where it ends; null until the last chunk has arrived. */
function readChunks(buffer: Buffer, from: number): { body: Buffer; end: number } | null {
  const parts: Buffer[] = [];
  let at = from;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at, 'latin1');
    if (lineEnd < 0) return null;
    const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
    const dataStart = lineEnd + 2;
    // A chunk and the CRLF after it; the last (empty) chunk ends the body.
    if (buffer.length < dataStart + size + 2) return null;
    if (size === 0) return { body: Buffer.concat(parts), end: dataStart + 2 };
    parts.push(buffer.subarray(dataStart, dataStart + size));
    at = dataStart + size + 2;
  }
}

/** One keep-alive connection to the server, one request at a time. */
class Connection {
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: {
    resolve: (response: RawResponse) => void;
    reject: (error: Error) => void;
  } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  request(message: string): Promise<RawResponse> {
    if (this.waiting) return Promise.reject(new Error('one request at a time per connection'));
    const socket = (this.socket ??= this.open());
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      socket.write(message);
    });
  }

  private open(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    this.buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.answer();
    });
    const lost = (error?: Error) => {
      // A connection given up after a `connection: close` answer ends with nothing waiting.
      if (this.socket !== socket) return;
      this.socket = null;
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.reject(error ?? new Error('the server closed the connection'));
    };
    socket.on('error', lost);
    socket.on('close', () => lost());
    return socket;
  }

  /** Answers the waiting request once its whole response is in the buffer. */
  private answer(): void {
    const end = this.buffer.indexOf(HEAD_END);
    if (end < 0 || !this.waiting) return;
    const head = parseHead(this.buffer, end);
    let body: Buffer;
    let consumed: number;
    if (head.chunked) {
      const chunks = readChunks(this.buffer, head.bodyStart);
      if (!chunks) return;
      body = chunks.body;
      consumed = chunks.end;
    } else {
      const length = head.length ?? 0;
      if (this.buffer.length < head.bodyStart + length) return;
      body = this.buffer.subarray(head.bodyStart, head.bodyStart + length);
      consumed = head.bodyStart + length;
    }
    const response = { status: head.status, setCookie: head.setCookie, body: body.toString() };
    this.buffer = this.buffer.subarray(consumed);
    const waiting = this.waiting;
    this.waiting = null;
    if (head.close) {
      this.socket?.destroy();
      this.socket = null;
    }
    waiting.resolve(response);
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}

export class BenchClient {
  private readonly cookies = new Map<string, string>();
  private readonly connection: Connection;
  private readonly host: string;

  constructor(readonly base: string) {
    const url = new URL(base);
    this.host = url.host;
    this.connection = new Connection(url.hostname, Number(url.port || 80));
  }

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
    let message = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}\r\n`;
    for (const [name, value] of Object.entries(headers)) message += `${name}: ${value}\r\n`;
    if (body !== undefined) message += `content-length: ${Buffer.byteLength(body)}\r\n`;
    message += `\r\n${body ?? ''}`;
    const answer = await this.connection.request(message);
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

  /** Closes its connection (the process ends without waiting for the server to). */
  close(): void {
    this.connection.close();
  }
}

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface TestClientOptions {
  /** The peer address the server sees (request.ip); light-my-request's 127.0.0.1 otherwise. */
  remoteAddress?: string;
  /** Sent as X-Forwarded-For on every request, as a proxy in front would. */
  forwardedFor?: string;
}

/**
 * A browser-like client over `app.inject`: keeps cookies between calls and, like the web
 * app, echoes the csrftoken cookie in X-CSRFToken on every POST (unless told not to).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  /** Every cookie the server has set or cleared on this client, in order. */
  readonly setCookies: LightMyRequestResponse['cookies'] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: TestClientOptions = {},
  ) {}

  /** The Cookie header this client would send now. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      this.setCookies.push(cookie);
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  async get(url: string, headers: Record<string, string> = {}) {
    return this.remember(
      await this.app.inject({
        method: 'GET',
        url,
        headers: { ...this.proxyHeaders(), cookie: this.cookieHeader(), ...headers },
        ...this.peer(),
      }),
    );
  }

  private peer(): { remoteAddress?: string } {
    return this.options.remoteAddress === undefined
      ? {}
      : { remoteAddress: this.options.remoteAddress };
  }

  /** The headers every request carries: the proxy's X-Forwarded-For, when there is one. */
  private proxyHeaders(): Record<string, string> {
    const { forwardedFor } = this.options;
    return forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  }

  /** The CSRF cookie's value: `csrftoken`, or `__Host-csrftoken` under HTTPS. */
  private csrfCookie(): string | undefined {
    return this.cookies.get('csrftoken') ?? this.cookies.get('__Host-csrftoken');
  }

  /** A page visit first, so the csrftoken cookie exists as it would in a browser. */
  async ensureCsrf(): Promise<string> {
    if (this.csrfCookie() === undefined) await this.get('/healthz');
    const token = this.csrfCookie();
    if (!token) throw new Error('no csrftoken cookie was set');
    return token;
  }

  async post(
    url: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      ...this.proxyHeaders(),
      cookie: this.cookieHeader(),
      ...options.headers,
    };
    if (options.csrf !== false) headers['x-csrftoken'] = await this.ensureCsrf();
    headers.cookie = this.cookieHeader();
    return this.remember(
      await this.app.inject({
        method: 'POST',
        url,
        headers,
        ...this.peer(),
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      }),
    );
  }

  async graphql<T = Record<string, unknown>>(
    operationName: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{ data: T | null; errors?: { message: string; extensions?: { code?: string } }[] }> {
    const response = await this.post('/graphql', { operationName, query, variables });
    return response.json();
  }

  async login(email: string, password: string) {
    return this.post('/api/login/', { email, password });
  }
}

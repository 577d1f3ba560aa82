// A tiny cookie-keeping client for the bench, speaking to the real server over HTTP.

export class BenchClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get csrf(): string {
    return this.cookies.get('csrftoken') ?? '';
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }

  async get(path: string, accept = 'application/json'): Promise<Response> {
    const response = await fetch(this.base + path, {
      headers: { cookie: this.cookieHeader, accept },
    });
    this.remember(response);
    return response;
  }

  async post(path: string, body: unknown): Promise<Response> {
    if (!this.csrf) await this.get('/healthz');
    const response = await fetch(this.base + path, {
      method: 'POST',
      headers: {
        cookie: this.cookieHeader,
        'x-csrftoken': this.csrf,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    this.remember(response);
    return response;
  }

  async graphql<T>(
    operationName: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const response = await this.post('/graphql', { operationName, query, variables });
    const payload = (await response.json()) as { data: T; errors?: { message: string }[] };
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

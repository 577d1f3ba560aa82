import { detailOf, type JsonResponse } from '../../../lib/http';

/** A payment REST call that did not answer 2xx: its status and the server's `detail`. */
export class RestRequestError extends Error {
  override readonly name = 'RestRequestError';

  constructor(
    readonly url: string,
    readonly status: number,
    message: string,
    /** True when `message` is the server's `detail`, in the buyer's language. */
    readonly translated = false,
  ) {
    super(message);
  }
}

/** The body of a 2xx answer; anything else throws a `RestRequestError`. */
export function okBody(url: string, response: JsonResponse): Record<string, unknown> {
  if (!response.ok) {
    const detail = detailOf(response.body);
    throw new RestRequestError(
      url,
      response.status,
      detail ?? `${url} answered HTTP ${response.status}`,
      detail !== null,
    );
  }
  const { body } = response;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RestRequestError(url, response.status, `${url} answered no JSON object`);
  }
  return body as Record<string, unknown>;
}

/** A string field the answer must have. */
export function requiredString(url: string, body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  throw new RestRequestError(url, 200, `${url} answered without ${field}`);
}

import { csrfHeaders } from './csrf';
import { followPasswordChoice } from './password-choice';

/** What a JSON call answered: the status and the parsed body (null when not JSON). */
export interface JsonResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  let body: unknown;
  try {
    body = (await response.json()) as unknown;
  } catch {
    return null;
  }
  followPasswordChoice(response.status, body);
  return body;
}

/**
 * POSTs JSON with the session cookie and the CSRF header. Every answer, error statuses
 * included, comes back as a `JsonResponse`: the caller decides what a status means.
 * Only a network failure throws.
 */
export async function postJson(
  url: string,
  body: unknown = {},
  init: { signal?: AbortSignal } = {},
): Promise<JsonResponse> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { ...(await csrfHeaders()), Accept: 'application/json' },
    body: JSON.stringify(body),
    signal: init.signal,
  });
  return { status: response.status, ok: response.ok, body: await readJson(response) };
}

/**
 * GETs JSON with the session cookie. Like `postJson`, every answer comes back as a
 * `JsonResponse` (the caller decides what a status means); only a network failure throws.
 */
export async function getJson(
  url: string,
  init: { signal?: AbortSignal } = {},
): Promise<JsonResponse> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal: init.signal,
    cache: 'no-store',
  });
  return { status: response.status, ok: response.ok, body: await readJson(response) };
}

/** GETs a text resource (for example server-rendered HTML); throws on a non-2xx status. */
export async function getText(
  url: string,
  init: { signal?: AbortSignal; cache?: RequestCache } = {},
): Promise<string> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'text/html, text/plain' },
    signal: init.signal,
    cache: init.cache ?? 'default',
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/** A file a GET answered: its bytes when the status is 2xx, else the (JSON) error body. */
export interface FileResponse {
  status: number;
  ok: boolean;
  file: Blob | null;
  body: unknown;
}

/**
 * GETs a file with the session cookie (a download the server builds, such as a CSV). Like
 * `getJson`, every answer comes back; only a network failure throws.
 */
export async function getFile(
  url: string,
  init: { signal?: AbortSignal } = {},
): Promise<FileResponse> {
  const response = await fetch(url, {
    credentials: 'include',
    signal: init.signal,
    cache: 'no-store',
  });
  if (!response.ok)
    return { status: response.status, ok: false, file: null, body: await readJson(response) };
  return { status: response.status, ok: true, file: await response.blob(), body: null };
}

/** The `detail` message of an error body, when there is one. */
export function detailOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    const { detail } = body;
    if (typeof detail === 'string' && detail.length > 0) return detail;
  }
  return null;
}

/** The first message for each field of a `{ errors: { field: [message, …] } }` body. */
export function firstFieldErrors(body: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (typeof body !== 'object' || body === null || !('errors' in body)) return result;
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return result;
  for (const [field, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first.length > 0) result[field] = first;
  }
  return result;
}

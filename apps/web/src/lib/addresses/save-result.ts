import { detailOf, firstFieldErrors, type JsonResponse } from '../http';

/** What the server made of an address save (REST, docs/spec/api-contract.md §4). */
export type SaveResult =
  | { kind: 'saved'; id: string }
  /** 400 or 409: the first message of each field, already in the buyer's language. */
  | { kind: 'invalid'; fieldErrors: Record<string, string>; detail: string | null }
  /** Any other status: one message for the whole form, when the server gave one. */
  | { kind: 'failed'; status: number; detail: string | null };

function idOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('id' in body)) return null;
  const { id } = body;
  if (typeof id === 'string' && id !== '') return id;
  return typeof id === 'number' ? String(id) : null;
}

/** Reads a save answer: `okStatuses` with an id is success; 400/409 carry field errors. */
export function toSaveResult(response: JsonResponse, okStatuses: readonly number[]): SaveResult {
  const { status, body } = response;
  const id = idOf(body);
  if (okStatuses.includes(status) && id !== null) return { kind: 'saved', id };
  if (status === 400 || status === 409) {
    return { kind: 'invalid', fieldErrors: firstFieldErrors(body), detail: detailOf(body) };
  }
  return { kind: 'failed', status, detail: detailOf(body) };
}

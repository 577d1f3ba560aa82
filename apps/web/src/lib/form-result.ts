import { detailOf, firstFieldErrors, type JsonResponse } from './http';

/**
 * What the server made of a form's POST (docs/spec/marketplace.md §3): field errors come as 400
 * `{ errors: { field: [message, …] } }`, other refusals as `{ detail, code }`, every message
 * already in the request's language.
 */
export type FormResult =
  | { kind: 'ok'; status: number; body: unknown }
  /** 400: the first message of each field, by its wire name; `code` names the refusal. */
  | {
      kind: 'invalid';
      fieldErrors: Record<string, string>;
      code: string | null;
      detail: string | null;
    }
  /** Any other status (401, 403, 429, 5xx…): one message for the form, when there is one. */
  | { kind: 'refused'; status: number; code: string | null; detail: string | null };

/** The `code` of an error body, when there is one. */
export function codeOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'code' in body) {
    const { code } = body;
    if (typeof code === 'string' && code.length > 0) return code;
  }
  return null;
}

/** Reads a form's answer: 2xx is success, 400 is field by field, anything else a refusal. */
export function readFormResult({ status, ok, body }: JsonResponse): FormResult {
  if (ok) return { kind: 'ok', status, body };
  const code = codeOf(body);
  const detail = detailOf(body);
  if (status === 400) return { kind: 'invalid', fieldErrors: firstFieldErrors(body), code, detail };
  return { kind: 'refused', status, code, detail };
}

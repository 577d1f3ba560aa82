// What every part of the Stripe stand-in answers with: Stripe's error shape, its ids and
// timestamps, and the readers of a form-encoded body's fields.

import { randomBytes } from 'node:crypto';
import type { FormObject, FormValue } from './form-encoding.ts';

export interface Reply {
  statusCode: number;
  body: unknown;
  /**
   * Stripe began executing the request: its answer, even a refusal (balance_insufficient),
   * is kept under the Idempotency-Key and replayed. A request refused by validation is not.
   */
  executed?: boolean;
}

export function ok(body: unknown): Reply {
  return { statusCode: 200, body };
}

export function stripeError(
  statusCode: number,
  type: string,
  message: string,
  code?: string,
  param?: string,
): Reply {
  return { statusCode, body: { error: { type, message, code, param } } };
}

export function paramError(code: string, param: string, message: string): Reply {
  return stripeError(400, 'invalid_request_error', message, code, param);
}

export function missingParam(param: string): Reply {
  return paramError('parameter_missing', param, `Missing required param: ${param}.`);
}

export function noSuch(kind: string, id: string, param = 'id'): Reply {
  return stripeError(
    404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    param,
  );
}

export function stringField(body: FormObject, name: string): string | null {
  const value = body[name];
  return typeof value === 'string' ? value : null;
}

/** A positive whole amount of the smallest unit, as Stripe takes it; null if it is not one. */
export function amountField(body: FormObject, name = 'amount'): number | null {
  const text = stringField(body, name);
  const amount = Number(text);
  return text !== null && /^\d+$/.test(text) && Number.isSafeInteger(amount) && amount >= 1
    ? amount
    : null;
}

export function objectField(value: FormValue | undefined): FormObject {
  return typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function stringMap(value: FormValue | undefined): Record<string, string> {
  const entries = Object.entries(objectField(value));
  return Object.fromEntries(entries.filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export function newId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString('hex')}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

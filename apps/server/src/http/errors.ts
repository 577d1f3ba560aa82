import type { FastifyError, FastifyInstance } from 'fastify';
import type { Lang } from '@scaffale/domain/languages';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { requestLanguage, translate, type MessageKey } from './i18n.ts';

/**
 * A failure a person can cause (bad input, not logged in, someone else's object). It
 * carries a stable code; the edge turns its message key into the person's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: ErrorParams = {},
    /** The input field at fault ('isbn', 'rates.2.price'), for a form to show it there. */
    readonly field: string | null = null,
  ) {
    super(code);
    this.name = 'AppError';
  }

  translated(lang: Lang): string {
    const params = Object.fromEntries(
      Object.entries(this.params).map(([name, value]) => [
        name,
        typeof value === 'function' ? value(lang) : value,
      ]),
    );
    return translate(lang, this.messageKey, params);
  }
}

/** One failure a module can answer with: its stable code, HTTP status and message. */
export interface ErrorSpec {
  code: string;
  status: number;
  messageKey: MessageKey;
  /** The input field this failure is always about, if any. */
  field?: string;
}

/** A parameter the reader's language writes its own way: an amount ('16,00 €', '€16.00'). */
export type WrittenIn = (lang: Lang) => string;

export type ErrorParams = Record<string, string | number | WrittenIn>;

/**
 * A module's failures by name: each makes its AppError, given the message's parameters and
 * (overriding the spec's) the input field at fault.
 */
export type ErrorCatalogue<T extends Record<string, ErrorSpec>> = {
  readonly [Name in keyof T]: (params?: ErrorParams, field?: string) => AppError;
} & { readonly specs: T };

/**
 * A module's failures written once, in its errors.ts: the code, status and message of each
 * live together there, so a module's answers can be read (and tested) in one place and no
 * call site writes a code, a status or a message key of its own.
 */
export function errorCatalogue<const T extends Record<string, ErrorSpec>>(
  specs: T,
): ErrorCatalogue<T> {
  const makers = Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [
      name,
      (params?: ErrorParams, field?: string) =>
        new AppError(spec.code, spec.status, spec.messageKey, params, field ?? spec.field ?? null),
    ]),
  );
  return { ...makers, specs } as ErrorCatalogue<T>;
}

/** Failures any route or resolver can answer with, whatever its module. */
export const HttpErrors = errorCatalogue({
  notLoggedIn: { code: 'NOT_LOGGED_IN', status: 401, messageKey: 'notLoggedIn' },
  notFound: { code: 'NOT_FOUND', status: 404, messageKey: 'notFound' },
  badRequest: { code: 'BAD_REQUEST', status: 400, messageKey: 'badRequest' },
  invalidValue: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidValue' },
  invalidLanguage: { code: 'INVALID_LANGUAGE', status: 400, messageKey: 'invalidValue' },
  invalidText: { code: 'INVALID_TEXT', status: 400, messageKey: 'invalidText' },
  /** A session opened with a one-time password, before its own is chosen (ADR 020). */
  passwordChangeRequired: {
    code: 'PASSWORD_CHANGE_REQUIRED',
    status: 403,
    messageKey: 'passwordChangeRequired',
  },
});

export const notLoggedIn = HttpErrors.notLoggedIn;
export const notFound = HttpErrors.notFound;

/** What a 503 tells the client to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export type FieldErrors = Record<string, string[]>;

/** One error handler: AppErrors in the user's language, bad input as 400, 5xx hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = requestLanguage(request);
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send({ detail: error.translated(lang), code: error.code });
    }
    if (isDatabaseUnavailable(error)) {
      // The pool reconnects by itself once the database is back: the client may retry.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ detail: translate(lang, 'serviceUnavailable'), code: 'SERVICE_UNAVAILABLE' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ detail: translate(lang, 'serverError'), code: 'INTERNAL' });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type).
    request.log.info({ err: error }, 'request refused');
    return reply.code(status).send({
      detail: translate(lang, status === 413 ? 'payloadTooLarge' : 'badRequest'),
      code: error.code ?? 'BAD_REQUEST',
    });
  });
}

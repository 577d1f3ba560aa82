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
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }

  translated(lang: Lang): string {
    return translate(lang, this.messageKey, this.params);
  }
}

export const notLoggedIn = () => new AppError('NOT_LOGGED_IN', 401, 'notLoggedIn');
export const notFound = () => new AppError('NOT_FOUND', 404, 'notFound');

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

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notLoggedIn } from '../../http/errors.ts';
import { requestLanguage, translate } from '../../http/i18n.ts';
import type { SessionStore } from '../../http/session.ts';
import { exportAccountData } from './data-export.ts';

// docs/spec/accounts-and-access.md §6: `GET /api/account/export.json`, the logged-in
// account's own data as a file to keep; a guest is answered 401.

export function registerPrivacyRoutes(
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionStore },
): void {
  const { db, sessions } = deps;

  app.get('/api/account/export.json', async (request, reply) => {
    const userId = await sessions.currentUserId(request);
    if (userId === null) throw notLoggedIn();
    const result = await exportAccountData(db, { userId, ip: request.ip });
    if (result === null) throw notLoggedIn();
    if (!result.ok) {
      return reply
        .code(429)
        .header('retry-after', String(result.retryAfterSeconds))
        .send({
          detail: translate(requestLanguage(request), 'tooManyAttempts'),
          code: result.code,
        });
    }
    const day = result.data.exportedAt.slice(0, 10);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(result.data, null, 2));
  });
}

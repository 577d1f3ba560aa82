import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { MailSite } from './compose.ts';
import { renderPending } from './delivery.ts';
import { escapeHtml } from './layout.ts';
import { mailHtml, mailTo } from './mail.repo.ts';

// The messages an address was sent, for developers and the tests
// (docs/spec/accounts-and-access.md §5): registered only when no SMTP_URL is set and NODE_ENV is
// not production; otherwise the routes do not exist. The default start has no SMTP server: this is
// where its messages are read.

const query = z.object({ to: z.email().max(254) });

/**
 * What one message looks like on the wire: docs/spec/accounts-and-access.md §5's fields, then what
 * helps a developer.
 */
function wireMessage(row: Awaited<ReturnType<typeof mailTo>>[number]) {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject ?? '',
    text: row.text_body ?? '',
    sentAt: (row.sent_at ?? row.created_at).toISOString(),
    html: row.html_body ?? '',
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
  };
}

async function messagesTo(db: Db, site: MailSite, to: string) {
  // A message the queue has not reached yet is written now, as it will be sent.
  await renderPending(db, site, { recipient: to });
  return (await mailTo(db, to)).map(wireMessage);
}

export function registerDevMailRoutes(
  app: FastifyInstance,
  deps: { db: Db; site: MailSite },
): void {
  app.get('/api/dev/mail/', async (request, reply) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success) {
      return reply.code(400).send({ errors: { to: ['an email address, as ?to=EMAIL'] } });
    }
    return reply.send(await messagesTo(deps.db, deps.site, parsed.data.to));
  });

  // The same messages to read in a browser: a form for the address, each message's text and
  // a link to its HTML, served alone under a policy that runs no script and loads nothing.
  app.get('/dev/mail/', async (request, reply) => {
    const parsed = query.safeParse(request.query);
    const to = parsed.success ? parsed.data.to : '';
    const messages = parsed.success ? await messagesTo(deps.db, deps.site, to) : [];
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      )
      .send(devMailPage(deps.site.brand, to, messages));
  });

  app.get('/dev/mail/message/:id/', async (request, reply) => {
    const params = z.object({ id: z.coerce.number().int().positive() }).safeParse(request.params);
    const html = params.success ? await mailHtml(deps.db, params.data.id) : null;
    if (html === null) return reply.code(404).send({ detail: 'no such message' });
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(html);
  });
}

function devMailPage(
  brand: string,
  to: string,
  messages: readonly ReturnType<typeof wireMessage>[],
): string {
  const list =
    to === ''
      ? ''
      : messages.length === 0
        ? `<p role="status">No message to ${escapeHtml(to)}.</p>`
        : `<p role="status">${messages.length} message(s) to ${escapeHtml(to)}, newest first.</p>` +
          messages
            .map(
              (m, i) => `<article aria-labelledby="m${i}">
<h2 id="m${i}">${escapeHtml(m.subject)}</h2>
<p class="meta">${escapeHtml(m.kind)} · ${escapeHtml(m.status)} · ${escapeHtml(m.sentAt)}${m.lastError ? ` · last error: ${escapeHtml(m.lastError)}` : ''}</p>
<details><summary>Plain text</summary><pre>${escapeHtml(m.text)}</pre></details>
<p><a href="/dev/mail/message/${m.id}/">HTML version of “${escapeHtml(m.subject)}”</a></p>
</article>`,
            )
            .join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mail sent · ${escapeHtml(brand)} (development)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1f1b18}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{font:inherit;padding:.4rem;min-width:20rem}button{font:inherit;padding:.4rem .8rem}
article{border-top:1px solid #8a8078;margin-top:1.5rem;padding-top:.5rem}
.meta{color:#4d4540}pre{white-space:pre-wrap;background:#f4f1ec;padding:.5rem}
a{color:#1a56c4}
:focus-visible{outline:3px solid #1a56c4;outline-offset:2px}
</style></head>
<body><main>
<h1>Mail sent (development)</h1>
<p>Without SMTP_URL, ${escapeHtml(brand)} keeps its messages in the database: they are here, and as JSON at <code>/api/dev/mail/?to=EMAIL</code>.</p>
<form method="get" action="/dev/mail/">
<label for="to">Recipient’s email</label>
<input id="to" name="to" type="email" required value="${escapeHtml(to)}" autocomplete="off">
<button type="submit">Show messages</button>
</form>
${list}
</main></body></html>`;
}

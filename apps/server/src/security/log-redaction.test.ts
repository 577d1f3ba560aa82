import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logSerializers, redactSecrets } from '../http/log-redaction.ts';
import { engines } from '../test/harness.ts';

// Secrets travel in some paths and query strings (a password-reset link, an email
// confirmation or undo link, a token= parameter): the request log must never keep them, or
// whoever reads the log (a log service, a support person) could use them.

/** A log destination that keeps every line written to it. */
function capturedLog(): { stream: Writable; text(): string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('redactSecrets', () => {
  const token = randomBytes(32).toString('base64url');
  const hex = randomBytes(32).toString('hex');

  it('hides the token of a secret link, keeping the path it was on', () => {
    expect(redactSecrets(`/it/reset-password/${token}/`)).toBe('/it/reset-password/[redacted]/');
    expect(redactSecrets(`/fr/conferma-email/${token}`)).toBe('/fr/conferma-email/[redacted]');
    expect(redactSecrets(`/es/annulla-cambio-email/short-token/`)).toBe(
      '/es/annulla-cambio-email/[redacted]/',
    );
    expect(redactSecrets(`/en/annulla-email/${hex}/?x=1`)).toBe(
      '/en/annulla-email/[redacted]/?x=1',
    );
  });

  it('hides token= and the like in a query string, keeping the other parameters', () => {
    expect(redactSecrets(`/api/x/?token=${token}&lang=it`)).toBe(
      '/api/x/?token=[redacted]&lang=it',
    );
    expect(redactSecrets(`/api/x/?lang=it&resetToken=${token}`)).toBe(
      '/api/x/?lang=it&resetToken=[redacted]',
    );
    expect(redactSecrets('/api/x/?key=abc&password=hunter2')).toBe(
      '/api/x/?key=[redacted]&password=[redacted]',
    );
  });

  it('hides what looks like a random token anywhere in a path, even on a route not listed', () => {
    expect(redactSecrets(`/it/new-route/${token}/`)).toBe('/it/new-route/[redacted]/');
    expect(redactSecrets(`/it/x/${hex}`)).toBe('/it/x/[redacted]');
  });

  it('hides them in a logged error too (a framework’s message may quote the URL)', () => {
    const error = new Error(`Reply was already sent for "/it/reset-password/${token}/"`);
    const logged = logSerializers.err(error);
    expect(logged.message).toBe('Reply was already sent for "/it/reset-password/[redacted]/"');
    expect(logged.stack).not.toContain(token);
  });

  it('leaves ordinary paths alone', () => {
    for (const path of [
      '/it/carrello/',
      '/graphql',
      '/api/bookshop/parts.csv?from=2026-01-01&to=2026-01-31',
      '/it/libri/il-nome-della-rosa-di-umberto-eco-edizione-2026/',
      '/covers/9788845292613.webp',
      '/api/dev/mail/?to=mario.rossi%40example.com',
    ]) {
      expect(redactSecrets(path)).toBe(path);
    }
  });
});

for (const engine of engines()) {
  describe(`the request log (${engine.name})`, () => {
    const h = engine.setup();

    it('writes no token of a request’s path or query string, in any line', async () => {
      const log = capturedLog();
      const app = await h.secondApp({ logLevel: 'info', logStream: log.stream });
      const tokens = Array.from({ length: 4 }, () => randomBytes(32).toString('base64url'));
      const urls = [
        `/it/reset-password/${tokens[0]}/`,
        `/en/conferma-email/${tokens[1]}/`,
        `/api/account/email/confirm/?token=${tokens[2]}`,
        `/es/reset-password/${tokens[3]}/?next=/es/cesta/`,
      ];
      for (const url of urls) await app.inject({ method: 'GET', url });
      const text = log.text();
      // The requests were logged (incoming and completed)...
      expect(text).toContain('/it/reset-password/[redacted]/');
      expect(text).toContain('/api/account/email/confirm/?token=[redacted]');
      expect(text.match(/"url":/g)?.length).toBeGreaterThanOrEqual(urls.length);
      // ...without any of their tokens.
      for (const token of tokens) expect(text).not.toContain(token);
    });
  });
}

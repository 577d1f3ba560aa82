import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers.ts';

/** What helmet itself sets on a real Node response, per request. */
function helmetOnARealResponse(options: HelmetOptions): Record<string, unknown> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('X-Powered-By', 'something');
  helmet(options)(request, response, () => {});
  return response.getHeaders();
}

describe('helmetHeaders', () => {
  const cases: [string, HelmetOptions][] = [
    ['defaults', {}],
    [
      "the app's options",
      {
        contentSecurityPolicy: {
          directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://js.stripe.com'] },
        },
        frameguard: { action: 'deny' },
        crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      },
    ],
    ['some switched off', { contentSecurityPolicy: false, hsts: false, xFrameOptions: false }],
  ];
  for (const [name, options] of cases) {
    it(`records what helmet sets per request (${name})`, () => {
      const recorded = helmetHeaders(options);
      expect(Object.keys(recorded).length).toBeGreaterThan(5);
      expect(recorded).toEqual(helmetOnARealResponse(options));
    });
  }

  it('refuses a CSP computed per request', () => {
    expect(() =>
      helmetHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } },
      }),
    ).toThrow(/per request/);
  });
});

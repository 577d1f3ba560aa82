import { expect } from 'vitest';
import type { TestClient } from './client.ts';

// The messages the app sent, read where the default start keeps them (GET /api/dev/mail/,
// docs/spec/marketplace.md §1), as a test asks for them on a client of its own.

/** A message as GET /api/dev/mail/ lists it. */
export interface WireMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
  html: string;
  kind: string;
  status: string;
}

/** Every message sent to `to` (whatever its case), newest first. */
export async function mailOf(client: TestClient, to: string): Promise<WireMail[]> {
  const response = await client.get(`/api/dev/mail/?to=${encodeURIComponent(to)}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The single-use links mailed, by the kind of their message, and the page each opens. */
const LINK_PAGES = {
  email_change_confirm: 'conferma-email',
  email_change_notice: 'annulla-cambio-email',
  password_reset: 'reset-password',
} as const;

/** The token of the newest link of `kind` mailed to `email`, and its message. */
export async function linkOf(
  client: TestClient,
  email: string,
  kind: keyof typeof LINK_PAGES,
): Promise<{ token: string; message: WireMail }> {
  const message = (await mailOf(client, email)).find((m) => m.kind === kind);
  const token = new RegExp(`/(?:it|en|fr|es)/${LINK_PAGES[kind]}/([\\w-]+)/`).exec(
    message?.text ?? '',
  )?.[1];
  if (!message || token === undefined) throw new Error(`no ${kind} link to ${email}`);
  return { token, message };
}

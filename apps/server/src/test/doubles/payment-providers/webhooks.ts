// Webhooks as the providers would send them, signed with the SDKs' own test helpers, so a
// test exercises the same verification the live endpoint runs.

import { randomBytes } from 'node:crypto';
import braintree from 'braintree';
import Stripe from 'stripe';

export interface SignedStripeWebhook {
  rawBody: Buffer;
  headers: Record<string, string>;
}

/** A Stripe event around `object`, with a valid Stripe-Signature for `secret`. */
export function signedStripeWebhook(options: {
  secret: string;
  type: string;
  object: unknown;
  id?: string;
}): SignedStripeWebhook {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type: options.type,
    data: { object: options.object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret });
  return {
    rawBody: Buffer.from(payload),
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  };
}

/**
 * The form fields Braintree posts (bt_signature, bt_payload) for a sample notification
 * about transaction `id`, signed with these keys. Needs no network.
 */
export async function signedBraintreeWebhook(
  keys: { merchantId: string; publicKey: string; privateKey: string },
  kind: string,
  id: string,
): Promise<Record<string, string>> {
  const gateway = new braintree.BraintreeGateway({
    environment: braintree.Environment.Sandbox,
    ...keys,
  });
  // @types/braintree lists fewer kinds than the SDK knows (no 'check', for one).
  const sample = await gateway.webhookTesting.sampleNotification(
    kind as braintree.WebhookNotificationKind,
    id,
  );
  return { bt_signature: sample.bt_signature, bt_payload: sample.bt_payload };
}

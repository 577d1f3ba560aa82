// A local stand-in for Stripe's and Braintree's APIs, so the providers are tested through
// the official SDKs over real HTTP without anything leaving the machine. One Fastify
// server on 127.0.0.1 and a free port; the SDKs are pointed at it by host and port.

import braintree from 'braintree';
import Fastify from 'fastify';
import { BraintreeStandIn } from './braintree-stand-in.ts';
import { registerFormParser, StripeStandIn } from './stripe-stand-in.ts';

export interface StandInOptions {
  stripeSecretKey?: string;
  braintreeMerchantId?: string;
  braintreePublicKey?: string;
  braintreePrivateKey?: string;
}

export interface PaymentStandIn {
  readonly port: number;
  readonly stripe: StripeStandIn;
  readonly braintree: BraintreeStandIn;
  /** Spread into StripeProviderOptions. */
  readonly stripeConnection: { host: string; port: number; protocol: 'http' };
  /** Plain HTTP to this server, for BraintreeProviderOptions.environment. */
  readonly braintreeEnvironment: braintree.Environment;
  readonly braintreeKeys: { merchantId: string; publicKey: string; privateKey: string };
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

export async function startPaymentStandIn(options: StandInOptions = {}): Promise<PaymentStandIn> {
  const stripe = new StripeStandIn(options.stripeSecretKey ?? 'sk_test_stand_in');
  const braintreeKeys = {
    merchantId: options.braintreeMerchantId ?? 'stand_in_merchant',
    publicKey: options.braintreePublicKey ?? 'stand_in_public_key',
    privateKey: options.braintreePrivateKey ?? 'stand_in_private_key',
  };
  const bt = new BraintreeStandIn(
    braintreeKeys.merchantId,
    braintreeKeys.publicKey,
    braintreeKeys.privateKey,
  );
  const app = Fastify({ logger: false });
  registerFormParser(app);
  stripe.register(app);
  bt.register(app);
  await app.listen({ host: HOST, port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('stand-in has no TCP port');
  const port = address.port;
  return {
    port,
    stripe,
    braintree: bt,
    stripeConnection: { host: HOST, port, protocol: 'http' },
    // Environment(server, port, authUrl, ssl, graphQLServer, graphQLPort): the SDK uses
    // server, port and ssl for the gateway API; the rest is never called here.
    braintreeEnvironment: new braintree.Environment(
      HOST,
      String(port),
      `http://${HOST}:${port}`,
      false,
      HOST,
      String(port),
    ),
    braintreeKeys,
    close: () => app.close(),
  };
}

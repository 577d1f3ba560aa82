import cluster from 'node:cluster';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import type { PageRenderer } from '@scaffale/domain/server-rendering';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type onRouteHookHandler,
} from 'fastify';
import type { DestinationStream } from 'pino';
import { defaultMailConfig, type Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerGraphQL } from './graphql/index.ts';
import { registerBanners } from './http/banners.ts';
import { installationKey } from './db/installation-keys.ts';
import { registerCsrf } from './http/csrf.ts';
import { registerNoStore } from './http/no-store.ts';
import { logSerializers } from './http/log-redaction.ts';
import { registerPasswordChangeGate } from './http/password-change-gate.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { cancelIntentsOfOrders } from './modules/payments/payments.service.ts';
import { DEFAULT_MAX_UNPAID_TRANSFERS } from './modules/payments/routes.ts';
import { refundersOf, type PaymentProviders } from './modules/payments/providers.ts';
import { resolveOutstandingPayments } from './modules/payments/late-payments.ts';
import { cancelOverdueParts } from './modules/bookshop/bookshop.service.ts';
import { registerBookshopRoutes } from './modules/bookshop/routes.ts';
import { registerPrivacyRoutes } from './modules/privacy/routes.ts';
import { registerPayoutRoutes } from './modules/payouts/routes.ts';
import { returnResolvers } from './modules/returns/resolvers.ts';
import { handleDueReturns } from './modules/returns/returns.service.ts';
import { ordersInFlight } from './modules/bookshop/orders-in-flight.ts';
import { DEFAULT_CONFIRM_HOURS, setConfirmHours } from './modules/orders/order-state.ts';
import { DEFAULT_COMMISSION_BP, DEFAULT_PAYOUT_HOLD_DAYS } from '@scaffale/domain/ledger';
import { setDefaultCommission, setPayoutHoldDays } from './modules/ledger/ledger-settings.ts';
import { DEFAULT_UNPAID_ORDER_MINUTES, expireUnpaidOrders } from './modules/orders/expiry.ts';
import { DEFAULT_UNPAID_COPY_LIMITS } from './modules/orders/create-order.ts';
import { registerErrorHandler, RETRY_AFTER_SECONDS } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessions, SessionStore } from './http/session.ts';
import { registerWeb } from './http/web.ts';
import { loadManifest, loadPageRenderer } from './http/pages.ts';
import { accountResolvers } from './modules/account/resolvers.ts';
import { registerAccountRoutes } from './modules/account/routes.ts';
import { deliverMail, mailTransport, type DeliveryOutcome } from './modules/mail/delivery.ts';
import { queueReminders } from './modules/mail/mail.repo.ts';
import { registerDevMailRoutes } from './modules/mail/routes.ts';
import { countryResolvers } from './modules/catalog/countries.ts';
import { registerGallery } from './modules/catalog/gallery.ts';
import {
  registerSearchEngineRoutes,
  SEARCH_ENGINE_ROUTES,
} from './modules/catalog/search-engines.ts';
import { catalogResolvers } from './modules/catalog/resolvers.ts';
import { mergeGuestBasket } from './modules/basket/basket.repo.ts';
import { basketResolvers } from './modules/basket/resolvers.ts';
import { shippingResolvers } from './modules/shipping/resolvers.ts';
import { registerWishlistRoutes } from './modules/wishlist/routes.ts';
import { wishlistResolvers } from './modules/wishlist/resolvers.ts';
import { registerAddressRoutes } from './modules/addresses/routes.ts';
import { addressResolvers } from './modules/addresses/resolvers.ts';
import { checkoutResolvers } from './modules/checkout/resolvers.ts';
import { orderResolvers } from './modules/orders/resolvers.ts';
import { bookshopResolvers } from './modules/bookshop/resolvers.ts';
import { shelfResolvers } from './modules/bookshop/shelf.resolvers.ts';
import { identityResolvers } from './modules/bookshop/identity.resolvers.ts';
import { payoutIdentity } from './modules/bookshop/identity.repo.ts';
import { adminResolvers } from './modules/admin/resolvers.ts';
import { bookPriceResolvers } from './modules/admin/book-price-settings.ts';
import { deferredPaymentResolvers } from './modules/admin/deferred-payments.ts';
import { payoutResolvers } from './modules/payouts/resolvers.ts';
import { payoutRailsOf } from './modules/payouts/rails.ts';
import { queueMonthlyStatements } from './modules/payouts/monthly-statements.ts';
import type { ConnectRail } from './modules/payouts/stripe-connect.ts';
import { runPayouts, type PayoutRow } from './modules/payouts/payouts.ts';
import {
  LocalTransmitter,
  transmitPending,
  type InvoiceTransmitter,
} from './modules/invoices/transmitter.ts';
import { registerConfirmation } from './modules/payments/confirmation.ts';
import { registerPaymentRoutes } from './modules/payments/routes.ts';
import { processProviderEvent } from './modules/payments/payments.service.ts';
import {
  SANDBOX_TRANSFER_ACCOUNT,
  SandboxProvider,
} from './modules/payments/sandbox/sandbox-provider.ts';

export type AppConfig = Pick<
  Config,
  'brandName' | 'sessionSecret' | 'secureCookies' | 'webDist' | 'logLevel' | 'payments'
> &
  Partial<
    Pick<
      Config,
      | 'providerKeys'
      | 'env'
      | 'demo'
      | 'maxUnpaidTransfers'
      | 'confirmHours'
      | 'commissionBp'
      | 'payoutHoldDays'
      | 'mail'
      | 'trustProxy'
      | 'registrationsPerHour'
      | 'staffIdleMinutes'
      | 'unpaidOrderMinutes'
      | 'maxUnpaidCopies'
      | 'maxUnpaidCopiesPerAddress'
      | 'sandboxTransferIban'
      | 'payoutAccount'
    >
  > & {
    /** Payment providers built elsewhere (tests: the SDKs pointed at a local stand-in). */
    paymentProviders?: PaymentProviders;
    /** The Stripe Connect rail payouts use (tests: the stand-in's); else live Stripe's, or none. */
    connectRail?: ConnectRail | null;
    /** Who carries the invoices to the exchange system: a local stand-in unless given one. */
    invoiceTransmitter?: InvoiceTransmitter;
    /** Where the log is written (tests read it); standard output otherwise. */
    logStream?: DestinationStream;
    /** Addresses per child sitemap: the protocol's 50,000 unless a test wants a few. */
    urlsPerSitemap?: number;
    /**
     * What renders the public pages (tests: the web app's entry imported as source); null for
     * none; else the web app's server build beside `webDist`, when built.
     */
    pageRenderer?: PageRenderer | null;
  };

// Payment providers' scripts and frames are the only third parties the pages may load:
// Stripe.js and its frames (card element, 3-D Secure); braintree-web, which reads its
// configuration from the Braintree client API and loads PayPal's SDK, buttons and popup.
// Never 'unsafe-eval', never a scheme or a bare '*' (security/headers.test.ts).
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://js.braintreegateway.com',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
    ],
    frameSrc: [
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
      'https://assets.braintreegateway.com',
      'https://*.paypal.com',
    ],
    connectSrc: [
      "'self'",
      'https://api.stripe.com',
      'https://api.braintreegateway.com',
      'https://api.sandbox.braintreegateway.com',
      'https://*.braintree-api.com',
      'https://*.paypal.com',
    ],
    imgSrc: [
      "'self'",
      'data:',
      'https://*.stripe.com',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
    ],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

/**
 * The payment providers of PAYMENTS: the offline sandbox, or the real ones. The Stripe and
 * Braintree SDKs are loaded only in live mode: together they weigh about 30 MB of memory.
 */
async function paymentProviders(config: AppConfig, database: Database): Promise<PaymentProviders> {
  // The sandbox signs its events like a provider; any process of this deployment can check
  // them. Without SESSION_SECRET the key is the installation's own, random, never a constant.
  const sandbox = new SandboxProvider(
    database.db,
    config.sessionSecret
      ? `sandbox:${config.sessionSecret}`
      : await installationKey(database.db, 'sandbox-webhook'),
    async (event) => {
      await processProviderEvent(database.db, () => sandbox, 'sandbox', event);
    },
    {
      ...SANDBOX_TRANSFER_ACCOUNT,
      iban: config.sandboxTransferIban ?? SANDBOX_TRANSFER_ACCOUNT.iban,
    },
  );
  const keys = config.providerKeys;
  if (config.payments !== 'live' || !keys) {
    return { card: sandbox, paypal: sandbox, sandbox, stripePublishableKey: null };
  }
  const [{ StripeProvider }, { BraintreeProvider }] = await Promise.all([
    import('./modules/payments/stripe/stripe-provider.ts'),
    import('./modules/payments/braintree/braintree-provider.ts'),
  ]);
  return {
    card: new StripeProvider({
      secretKey: keys.stripe.secretKey,
      webhookSecret: keys.stripe.webhookSecret,
    }),
    paypal: new BraintreeProvider(keys.braintree),
    sandbox: null,
    stripePublishableKey: keys.stripe.publishableKey,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Cancels at the providers the open payments of orders just cancelled (the expiry job). */
    cancelOrderPayments(orderIds: readonly number[]): Promise<void>;
    /**
     * Unpaid orders past their time (UNPAID_ORDER_MINUTES, a bank transfer's 5 days)
     * cancelled, their copies given back and their open payments cancelled (the job queue's
     * task); how many.
     */
    expireUnpaidOrders(now?: Date): Promise<number>;
    /** Late payments still to resolve and refunds still to carry out (a periodic sweep). */
    resolveOutstandingPayments(): Promise<{ resolved: number; refunded: number }>;
    /** Parts past their deadline to confirm: cancelled and refunded (the job queue's task). */
    cancelOverdueParts(now?: Date): Promise<number>;
    /** Returns refunded since settled, overdue ones told (the job queue's hourly task). */
    handleDueReturns(now?: Date): Promise<{ settled: number; overdue: number }>;
    /** Sends one message of the outbox (the mail module's DELIVER_MAIL_JOB). */
    deliverMail(id: number, attempt: { final: boolean }): Promise<DeliveryOutcome>;
    /** Writes the reminders due (the job queue's periodic task); how many. */
    queueMailReminders(now?: Date): Promise<number>;
    /** Pays every positive payable balance once (the daily job): the payouts it made. */
    runPayouts(): Promise<PayoutRow[]>;
    /** Last month's statements, mailed to each bookshop's staff (the monthly job); how many. */
    queueMonthlyStatements(now?: Date): Promise<number>;
    /** The invoices and credit notes not yet sent, handed to the transmitter; how many. */
    transmitInvoices(): Promise<number>;
  }
}

/** The Connect rail: the one given (tests), live Stripe's, or none in the sandbox. */
async function connectRailOf(config: AppConfig): Promise<ConnectRail | null> {
  if (config.connectRail !== undefined) return config.connectRail;
  if (config.payments !== 'live' || !config.providerKeys) return null;
  const { stripeConnectRail } = await import('./modules/payouts/stripe-connect.ts');
  return stripeConnectRail({ secretKey: config.providerKeys.stripe.secretKey });
}

/** Builds the whole app in a fixed order: platform plugins, our hooks, then routes. */
export async function buildApp(
  config: AppConfig,
  database: Database,
  options: FastifyServerOptions = {},
  /** Sees every route as it is added (the security suite's inventory of routes). */
  hooks: { onRoute?: onRouteHookHandler } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets in URLs (reset and confirmation links, token= parameters) never reach the log.
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Behind a proxy, its X-Forwarded-For names the client: request.ip, which every rate
    // limit is keyed by. Never believed from a peer TRUST_PROXY does not name.
    trustProxy: config.trustProxy ?? false,
    ...options,
  });
  if (hooks.onRoute) app.addHook('onRoute', hooks.onRoute);
  const { db } = database;
  const sessions = new SessionStore(
    db,
    config.sessionSecret,
    config.secureCookies,
    config.staffIdleMinutes,
  );
  setConfirmHours(config.confirmHours ?? DEFAULT_CONFIRM_HOURS);
  setDefaultCommission(config.commissionBp ?? DEFAULT_COMMISSION_BP);
  setPayoutHoldDays(config.payoutHoldDays ?? DEFAULT_PAYOUT_HOLD_DAYS);

  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy,
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
    // PayPal's checkout opens a popup that reports back to this window: same-origin would
    // cut it off from its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  registerErrorHandler(app);
  registerNoStore(app);
  registerTextGuard(app);
  registerCsrf(app, {
    secureCookies: config.secureCookies,
    // Without SESSION_SECRET, the installation's own random key (as for the sandbox).
    key: config.sessionSecret ? `csrf:${config.sessionSecret}` : await installationKey(db, 'csrf'),
    everyMethod: ['/graphql'],
    // The crawlers' answers are public and cached: no cookie of anyone's in them.
    withoutToken: SEARCH_ENGINE_ROUTES,
  });
  registerSessions(app);
  // ADR 020: a session opened with a one-time password may log out, say who it is (the login
  // check; on GraphQL the identity reads) and choose its password, nothing else.
  registerPasswordChangeGate(app, { sessions, open: ['/api/logout/', '/test-login/'] });

  // 200 while the database answers, 503 while it does not (a load balancer takes the process
  // out of rotation; it recovers by itself, the pool reconnecting once the database is back).
  // One of several server processes (WEB_CONCURRENCY, cluster.ts) says which one answered.
  const serverProcess = cluster.worker ? { process: cluster.worker.id } : {};
  app.get('/healthz', async (request, reply) => {
    try {
      await db.selectFrom('countries').select('code').limit(1).execute();
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', database: database.engine });
    }
    return reply.send({ status: 'ok', database: database.engine, ...serverProcess });
  });

  registerAccountRoutes(app, {
    db,
    sessions,
    secureCookies: config.secureCookies,
    ...(config.registrationsPerHour ? { registrationsPerHour: config.registrationsPerHour } : {}),
    findOrdersInFlight: ordersInFlight,
    onLogin: [
      async ({ userId, guestSessionId }) => {
        if (guestSessionId) await mergeGuestBasket(db, guestSessionId, userId);
      },
    ],
  });
  registerWishlistRoutes(app, { db, sessions });
  registerAddressRoutes(app, { db, sessions });
  const mail = config.mail ?? defaultMailConfig(config.brandName, 3000);
  const site = { brand: config.brandName, publicUrl: mail.publicUrl };
  const transport = mailTransport(mail);
  app.addHook('onClose', async () => transport.close());
  app.decorate('deliverMail', (id: number, attempt: { final: boolean }) =>
    deliverMail(db, site, transport, id, attempt),
  );
  app.decorate('queueMailReminders', (now?: Date) => queueReminders(db, now ?? new Date()));
  // docs/spec/accounts-and-access.md §5: the messages kept in the database, for developers and
  // tests; no such route in production, nor when they leave through SMTP_URL.
  if (config.env !== 'production' && mail.smtpUrl === null) {
    registerDevMailRoutes(app, { db, site });
  }
  const providers = config.paymentProviders ?? (await paymentProviders(config, database));
  app.decorate('cancelOrderPayments', (orderIds: readonly number[]) =>
    cancelIntentsOfOrders(db, providers.card, refundersOf(providers), orderIds),
  );
  app.decorate('expireUnpaidOrders', (now?: Date) =>
    expireUnpaidOrders(db, now ?? new Date(), {
      unpaidOrderMinutes: config.unpaidOrderMinutes ?? DEFAULT_UNPAID_ORDER_MINUTES,
      onCancelled: (orderIds) =>
        app
          .cancelOrderPayments(orderIds)
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'cancelling expired orders’ payments failed'),
          ),
    }),
  );
  app.decorate('resolveOutstandingPayments', () =>
    resolveOutstandingPayments(db, refundersOf(providers)),
  );
  const rails = payoutRailsOf({
    connect: await connectRailOf(config),
    debtor: {
      name: config.brandName,
      iban:
        config.payoutAccount?.iban ?? config.sandboxTransferIban ?? SANDBOX_TRANSFER_ACCOUNT.iban,
      bic: config.payoutAccount?.bic ?? null,
    },
    payeeOf: payoutIdentity,
  });
  app.decorate('runPayouts', () => runPayouts(db, rails, null));
  app.decorate('queueMonthlyStatements', (now?: Date) => queueMonthlyStatements(db, now));
  const invoiceTransmitter = config.invoiceTransmitter ?? new LocalTransmitter();
  app.decorate('transmitInvoices', () => transmitPending(db, invoiceTransmitter));
  app.decorate('cancelOverdueParts', (now?: Date) =>
    cancelOverdueParts(db, refundersOf(providers), now),
  );
  app.decorate('handleDueReturns', (now?: Date) => handleDueReturns(db, now));
  app.addHook('onClose', async () => providers.sandbox?.settled());
  registerPaymentRoutes(app, {
    db,
    sessions,
    providers,
    maxUnpaidTransfers: config.maxUnpaidTransfers ?? DEFAULT_MAX_UNPAID_TRANSFERS,
    // Stripe's test helpers' equivalent: development and tests only, never in production.
    simulateTransfers: config.env !== 'production',
  });
  registerConfirmation(app, { db, sessions, providers });
  registerBookshopRoutes(app, { db, sessions });
  registerPrivacyRoutes(app, { db, sessions });
  registerPayoutRoutes(app, { db, sessions });
  registerBanners(app, db, { demo: config.demo === true });
  registerGallery(app, db);
  registerSearchEngineRoutes(app, {
    db,
    publicUrl: mail.publicUrl,
    ...(config.urlsPerSitemap ? { urlsPerSitemap: config.urlsPerSitemap } : {}),
  });
  const runOperation = await registerGraphQL(app, {
    db,
    sessions,
    // The schema is described to developers, never to a production visitor.
    describeSchema: config.env !== 'production',
    onOrdersReplaced: (orderIds) => app.cancelOrderPayments(orderIds),
    openToPasswordChange: ['getDjangoUserEmail', 'accountRole', 'choosePassword'],
    resolvers: [
      accountResolvers,
      countryResolvers,
      catalogResolvers,
      basketResolvers,
      shippingResolvers,
      wishlistResolvers,
      addressResolvers,
      checkoutResolvers,
      orderResolvers({
        perAccount: config.maxUnpaidCopies ?? DEFAULT_UNPAID_COPY_LIMITS.perAccount,
        perAddress: config.maxUnpaidCopiesPerAddress ?? DEFAULT_UNPAID_COPY_LIMITS.perAddress,
      }),
      bookshopResolvers({
        refunders: refundersOf(providers),
        cancelOrderPayments: (orderIds) => app.cancelOrderPayments(orderIds),
      }),
      returnResolvers({ refunders: refundersOf(providers) }),
      shelfResolvers,
      identityResolvers,
      payoutResolvers(rails, site),
      adminResolvers,
      bookPriceResolvers,
      deferredPaymentResolvers,
    ],
  });
  // The web app's server build sits beside its browser build (apps/web/package.json).
  const renderer =
    config.pageRenderer === undefined
      ? await loadPageRenderer(join(config.webDist, '..', 'dist-ssr', 'entry-server.js'))
      : config.pageRenderer;
  await registerWeb(
    app,
    config.webDist,
    renderer
      ? { renderer, origin: mail.publicUrl, runOperation, manifest: loadManifest(config.webDist) }
      : null,
  );
  return app;
}

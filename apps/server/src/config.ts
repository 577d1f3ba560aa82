import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { compactIban, isValidIban } from '@scaffale/domain/iban';
import { commissionBasisPoints, DEFAULT_COMMISSION_BP } from '@scaffale/domain/ledger';

/** The names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of TRUST_PROXY's list: an address, a CIDR range or one of the named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's trustProxy takes it: `true` (trust every peer: only where nothing
 * but the proxy can reach the app), or the addresses and ranges of the proxies in front.
 * Unset or `false`: X-Forwarded-For is never believed, the peer's address is the client's.
 * A hop count is refused: Fastify 5 no longer takes one (it cannot tell the proxy from a
 * client sending the header itself, so Fastify would trust no one, silently).
 */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, ctx): boolean | string[] => {
    if (value === 'false') return false;
    if (value === 'true') return true;
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: /^\d+$/.test(value)
        ? 'is a hop count, which cannot tell the proxy from a client: name the proxies (addresses or ranges), or true'
        : 'must be true, false or a comma-separated list of addresses and ranges (10.0.0.1,192.168.0.0/16)',
    });
    return z.NEVER;
  });

// The one place the environment is read. Every other module receives a typed Config.
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Server processes sharing the port (docs/scaling.md); 1: this process serves alone. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
    DATA_DIR: z.string().min(1).default('./data'),
    SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    BRAND_NAME: z.string().min(1).default('Scaffale'),
    PAYMENTS: z.enum(['sandbox', 'live']).default('sandbox'),
    /**
     * The account the sandbox has bank transfers sent to (its window, pages and mail show it):
     * by default the example IBAN of Italian banks' guides, nobody's account.
     */
    SANDBOX_TRANSFER_IBAN: z
      .string()
      .refine(isValidIban, 'must be an IBAN with the right check digits')
      .transform(compactIban)
      .default('IT60X0542811101000000123456'),
    DEMO_MODE: z.enum(['true', 'false']).default('false'),
    MAX_UNPAID_TRANSFERS: z.coerce.number().int().min(1).max(100).default(3),
    /** Minutes a card or PayPal order holds its copies unpaid (a payment form's time to a day). */
    UNPAID_ORDER_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
    /** Copies an account's unpaid orders may hold; per client address (0: no such cap). */
    MAX_UNPAID_COPIES: z.coerce.number().int().min(1).max(1000).default(10),
    MAX_UNPAID_COPIES_PER_ADDRESS: z.coerce.number().int().min(0).max(10000).default(20),
    /** Hours a bookshop has to confirm a placed order part (a week and a half at most). */
    CONFIRM_HOURS: z.coerce.number().int().min(1).max(240).default(48),
    /** The platform's commission on a bookshop's books, percent (the administrator's per bookshop wins). */
    COMMISSION_PERCENT: z
      .string()
      .default('15')
      .refine(
        (v) => commissionBasisPoints(v) !== null,
        'must be a percent from 0 to 50, two decimals at most',
      ),
    /** Days a shipped or collected part's money waits before it is paid out (the withdrawal period). */
    PAYOUT_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    /**
     * The platform's account the payout run's SEPA files pay bookshops from (required with
     * PAYMENTS=live; the sandbox uses SANDBOX_TRANSFER_IBAN), and its bank's BIC if known.
     */
    PAYOUT_IBAN: z
      .string()
      .refine(isValidIban, 'must be an IBAN with the right check digits')
      .transform(compactIban)
      .optional(),
    PAYOUT_BIC: z
      .string()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC (8 or 11 letters and digits)')
      .optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    BRAINTREE_MERCHANT_ID: z.string().optional(),
    BRAINTREE_PUBLIC_KEY: z.string().optional(),
    BRAINTREE_PRIVATE_KEY: z.string().optional(),
    BRAINTREE_ENVIRONMENT: z.enum(['Sandbox', 'Production']).optional(),
    TRUST_PROXY: trustProxySchema,
    /** Accounts one address may open an hour; its /24 or /64 network four times as many. */
    /** Minutes without a request after which a staff or administrator session ends. */
    STAFF_IDLE_MINUTES: z.coerce.number().int().min(5).max(1440).default(120),
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().optional(),
    /** Unset: the demo data on a first start outside production (never with live payments). */
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    PUBLIC_URL: z
      .string()
      .regex(/^https?:\/\/[^/]+$/, 'must be an http(s):// origin, without a path')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production',
      });
    }
    // The sandbox's public test card pays any order: in production only for a demonstration,
    // said so on every page.
    if (env.NODE_ENV === 'production' && env.PAYMENTS === 'sandbox' && env.DEMO_MODE !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS'],
        message:
          'is sandbox (its public test cards pay any order) in production: set PAYMENTS=live ' +
          'with the providers’ keys, or DEMO_MODE=true for a demonstration shop',
      });
    }
    // An address holds the copies of its accounts' orders: a cap below one account's would
    // refuse an account what its own cap allows.
    if (
      env.MAX_UNPAID_COPIES_PER_ADDRESS > 0 &&
      env.MAX_UNPAID_COPIES_PER_ADDRESS < env.MAX_UNPAID_COPIES
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAX_UNPAID_COPIES_PER_ADDRESS'],
        message: 'must be 0 (no cap per address) or at least MAX_UNPAID_COPIES',
      });
    }
    if (env.PAYMENTS !== 'live') return;
    // The demo accounts' password is printed in the README: never beside real money.
    if (env.SEED_DEMO === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: 'cannot be true with PAYMENTS=live (the demo accounts’ password is public)',
      });
    }
    const needed = [
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'BRAINTREE_MERCHANT_ID',
      'BRAINTREE_PUBLIC_KEY',
      'BRAINTREE_PRIVATE_KEY',
      'BRAINTREE_ENVIRONMENT',
      'PAYOUT_IBAN',
    ] as const;
    for (const name of needed) {
      if (!env[name]) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENTS=live' });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolSize: number }
  | { kind: 'embedded'; dataDir: string; poolSize: number };

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  /** How many server processes share the port (WEB_CONCURRENCY, main.ts). */
  processes: number;
  /** DATABASE_URL's server, or the embedded PostgreSQL in DATA_DIR (db/embedded-postgres.ts). */
  database: DatabaseConfig;
  brandName: string;
  sessionSecret: string | null;
  payments: Env['PAYMENTS'];
  /** The IBAN the sandbox gives for bank transfers (compact, upper case). */
  sandboxTransferIban: string;
  /** A demonstration shop (DEMO_MODE=true): every page says payments are simulated. */
  demo: boolean;
  /** Bank transfers an account may have awaiting payment at once (each holds its stock). */
  maxUnpaidTransfers: number;
  /** Minutes a card or PayPal order waits for its payment before giving its copies back. */
  unpaidOrderMinutes: number;
  /** Copies an account's orders waiting for payment may hold at once. */
  maxUnpaidCopies: number;
  /** Copies the orders placed from one client address may hold at once; 0: no such cap. */
  maxUnpaidCopiesPerAddress: number;
  /** Hours a bookshop has to confirm a placed order part before it is cancelled and refunded. */
  confirmHours: number;
  /** COMMISSION_PERCENT in basis points. */
  commissionBp: number;
  payoutHoldDays: number;
  /** The account payouts by SEPA credit transfer are paid from (the sandbox's without PAYOUT_IBAN). */
  payoutAccount: { iban: string; bic: string | null };
  /** The providers' keys, with PAYMENTS=live (checked present at start-up). */
  providerKeys: {
    stripe: { secretKey: string; publishableKey: string; webhookSecret: string };
    braintree: {
      merchantId: string;
      publicKey: string;
      privateKey: string;
      environment: 'Sandbox' | 'Production';
    };
  } | null;
  /** Fastify's trustProxy: which peers' X-Forwarded-For names the client (request.ip). */
  trustProxy: boolean | string[];
  /** Minutes without a request after which a staff or administrator session ends. */
  staffIdleMinutes: number;
  /** Accounts (and account-page email checks) one address may open an hour. */
  registrationsPerHour: number;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  /**
   * Seed the demo data on a first start (no account yet): SEED_DEMO, by default outside
   * production unless PAYMENTS=live. A real installation's administrator: `npm run admin:create`.
   */
  seedDemo: boolean;
  secureCookies: boolean;
  mail: MailConfig;
}

export interface MailConfig {
  /** SMTP_URL: messages go out through it; null keeps them in the database (GET /api/dev/mail/). */
  smtpUrl: string | null;
  /** The From of every message. */
  from: string;
  /** The origin links in messages point to (PUBLIC_URL; http://localhost:PORT by default). */
  publicUrl: string;
}

/** Mail kept in the database, from the brand, with links to this machine's port. */
export function defaultMailConfig(brandName: string, port: number): MailConfig {
  return {
    smtpUrl: null,
    from: `${brandName} <no-reply@localhost>`,
    publicUrl: `http://localhost:${port}`,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL=) means "not set", as in most shells' configs.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    processes: env.WEB_CONCURRENCY,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'embedded', dataDir: resolve(env.DATA_DIR), poolSize: env.DATABASE_POOL_SIZE },
    brandName: env.BRAND_NAME,
    sessionSecret: env.SESSION_SECRET ?? null,
    payments: env.PAYMENTS,
    sandboxTransferIban: env.SANDBOX_TRANSFER_IBAN,
    demo: env.DEMO_MODE === 'true',
    maxUnpaidTransfers: env.MAX_UNPAID_TRANSFERS,
    unpaidOrderMinutes: env.UNPAID_ORDER_MINUTES,
    maxUnpaidCopies: env.MAX_UNPAID_COPIES,
    maxUnpaidCopiesPerAddress: env.MAX_UNPAID_COPIES_PER_ADDRESS,
    confirmHours: env.CONFIRM_HOURS,
    commissionBp: commissionBasisPoints(env.COMMISSION_PERCENT) ?? DEFAULT_COMMISSION_BP,
    payoutHoldDays: env.PAYOUT_HOLD_DAYS,
    payoutAccount: {
      iban: env.PAYOUT_IBAN ?? env.SANDBOX_TRANSFER_IBAN,
      bic: env.PAYOUT_BIC ?? null,
    },
    providerKeys:
      env.PAYMENTS === 'live'
        ? {
            stripe: {
              secretKey: env.STRIPE_SECRET_KEY ?? '',
              publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
              webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
            },
            braintree: {
              merchantId: env.BRAINTREE_MERCHANT_ID ?? '',
              publicKey: env.BRAINTREE_PUBLIC_KEY ?? '',
              privateKey: env.BRAINTREE_PRIVATE_KEY ?? '',
              environment: env.BRAINTREE_ENVIRONMENT ?? 'Sandbox',
            },
          }
        : null,
    trustProxy: env.TRUST_PROXY,
    registrationsPerHour: env.REGISTRATIONS_PER_HOUR,
    staffIdleMinutes: env.STAFF_IDLE_MINUTES,
    logLevel: env.LOG_LEVEL,
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    seedDemo:
      env.SEED_DEMO === undefined
        ? env.NODE_ENV !== 'production' && env.PAYMENTS !== 'live'
        : env.SEED_DEMO === 'true',
    secureCookies: env.NODE_ENV === 'production',
    mail: {
      ...defaultMailConfig(env.BRAND_NAME, env.PORT),
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      ...(env.MAIL_FROM ? { from: env.MAIL_FROM } : {}),
      ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    },
  };
}

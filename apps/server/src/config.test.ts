import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DEFAULT_STAFF_IDLE_MINUTES } from './http/session.ts';
import { DEFAULT_REGISTRATIONS_PER_HOUR } from './modules/account/opening-limits.ts';
import { SANDBOX_TRANSFER_ACCOUNT } from './modules/payments/sandbox/sandbox-provider.ts';

/** PAYMENTS=live with every provider key it needs. */
const LIVE = {
  PAYMENTS: 'live',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  BRAINTREE_MERCHANT_ID: 'm',
  BRAINTREE_PUBLIC_KEY: 'pub',
  BRAINTREE_PRIVATE_KEY: 'priv',
  BRAINTREE_ENVIRONMENT: 'Sandbox',
  PAYOUT_IBAN: 'IT36A0301503200000003517230',
};

describe('config', () => {
  it('defaults to the embedded database under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ kind: 'embedded', poolSize: 10 });
    expect(config.database.kind === 'embedded' && config.database.dataDir.endsWith('/data')).toBe(
      true,
    );
    expect(config.brandName).toBe('Scaffale');
    expect(config.payments).toBe('sandbox');
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
      poolSize: 10,
    });
  });

  it('reads the provider keys with PAYMENTS=live', () => {
    const config = loadConfig(LIVE);
    expect(config.providerKeys?.stripe.publishableKey).toBe('pk_test_x');
    expect(config.providerKeys?.braintree.environment).toBe('Sandbox');
    expect(loadConfig({}).providerKeys).toBeNull();
  });

  it('reads the commission, the payouts’ hold and the account they are paid from', () => {
    const defaults = loadConfig({});
    expect([defaults.commissionBp, defaults.payoutHoldDays]).toEqual([1500, 14]);
    expect(defaults.payoutAccount).toEqual({ iban: SANDBOX_TRANSFER_ACCOUNT.iban, bic: null });
    const set = loadConfig({
      COMMISSION_PERCENT: '12.5',
      PAYOUT_HOLD_DAYS: '0',
      PAYOUT_IBAN: 'IT36 A030 1503 2000 0000 3517 230',
      PAYOUT_BIC: 'BCITITMM',
    });
    expect([set.commissionBp, set.payoutHoldDays]).toEqual([1250, 0]);
    expect(set.payoutAccount).toEqual({ iban: 'IT36A0301503200000003517230', bic: 'BCITITMM' });
    expect(() => loadConfig({ COMMISSION_PERCENT: '51' })).toThrow(/COMMISSION_PERCENT/);
    expect(() => loadConfig({ PAYOUT_HOLD_DAYS: '-1' })).toThrow(/PAYOUT_HOLD_DAYS/);
    expect(() => loadConfig({ PAYOUT_IBAN: 'IT00X0542811101000000123456' })).toThrow(/PAYOUT_IBAN/);
    const { PAYOUT_IBAN: _, ...withoutAccount } = LIVE;
    expect(() => loadConfig(withoutAccount)).toThrow(/PAYOUT_IBAN/);
  });

  it('keeps mail in the database without SMTP_URL, and sends through it with one', () => {
    expect(loadConfig({ PORT: '4100' }).mail).toEqual({
      smtpUrl: null,
      from: 'Scaffale <no-reply@localhost>',
      publicUrl: 'http://localhost:4100',
    });
    const config = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_FROM: 'Libri <libri@example.com>',
      PUBLIC_URL: 'https://libri.example',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example:587',
      from: 'Libri <libri@example.com>',
      publicUrl: 'https://libri.example',
    });
    expect(() => loadConfig({ SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://libri.example/shop/' })).toThrow(/PUBLIC_URL/);
  });

  it('takes an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('embedded');
  });

  it('lets one address open five accounts an hour, or REGISTRATIONS_PER_HOUR', () => {
    expect(loadConfig({}).registrationsPerHour).toBe(DEFAULT_REGISTRATIONS_PER_HOUR);
    expect(loadConfig({ REGISTRATIONS_PER_HOUR: '50' }).registrationsPerHour).toBe(50);
    expect(() => loadConfig({ REGISTRATIONS_PER_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_HOUR/);
  });

  it('ends staff sessions after two idle hours, or STAFF_IDLE_MINUTES', () => {
    expect(loadConfig({}).staffIdleMinutes).toBe(DEFAULT_STAFF_IDLE_MINUTES);
    expect(loadConfig({ STAFF_IDLE_MINUTES: '30' }).staffIdleMinutes).toBe(30);
    expect(() => loadConfig({ STAFF_IDLE_MINUTES: '1' })).toThrow(/STAFF_IDLE_MINUTES/);
    expect(() => loadConfig({ STAFF_IDLE_MINUTES: 'soon' })).toThrow(/STAFF_IDLE_MINUTES/);
  });

  it('trusts no proxy by default, and what TRUST_PROXY names as Fastify takes it', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,loopback' }).trustProxy).toEqual(
      ['10.0.0.1', '192.168.0.0/16', '::1', 'loopback'],
    );
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8' }).trustProxy).toEqual(['fd00::/8']);
    // Fastify 5 takes no hop count (it would trust no one): a clear refusal instead.
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: is a hop count/);
    for (const bad of ['0', 'yes', 'proxy.example', '10.0.0.1/33', '10.0.0.300', 'fd00::/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses a production start in sandbox mode unless it says it is a demo', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-x' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PAYMENTS.*DEMO_MODE=true/s);
    expect(loadConfig({ ...production, DEMO_MODE: 'true' })).toMatchObject({
      payments: 'sandbox',
      demo: true,
    });
    // Development and tests run the sandbox as they always have, without a demo notice.
    expect(loadConfig({}).demo).toBe(false);
    expect(() => loadConfig({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
  });

  it('gives the sandbox’s bank transfers a test IBAN, or SANDBOX_TRANSFER_IBAN if its check digits are right', () => {
    expect(loadConfig({}).sandboxTransferIban).toBe(SANDBOX_TRANSFER_ACCOUNT.iban);
    // Written as a bank prints it, kept as it is compared and shown from: compact, upper case.
    expect(
      loadConfig({ SANDBOX_TRANSFER_IBAN: 'de89 3704 0044 0532 0130 00' }).sandboxTransferIban,
    ).toBe('DE89370400440532013000');
    for (const bad of ['IT61X0542811101000000123456', 'IT60', 'un conto'])
      expect(() => loadConfig({ SANDBOX_TRANSFER_IBAN: bad }), bad).toThrow(
        /SANDBOX_TRANSFER_IBAN: must be an IBAN/,
      );
  });

  it('releases unpaid card and PayPal orders after UNPAID_ORDER_MINUTES, 30 by default', () => {
    expect(loadConfig({}).unpaidOrderMinutes).toBe(30);
    expect(loadConfig({ UNPAID_ORDER_MINUTES: '45' }).unpaidOrderMinutes).toBe(45);
    // Shorter than a payment form takes, or longer than a day: a mistake, said at start-up.
    for (const bad of ['4', '1441', 'half an hour', '12.5'])
      expect(() => loadConfig({ UNPAID_ORDER_MINUTES: bad })).toThrow(/UNPAID_ORDER_MINUTES/);
  });

  it('caps the copies unpaid orders hold per account and per address, 10 and 20 by default', () => {
    expect(loadConfig({})).toMatchObject({ maxUnpaidCopies: 10, maxUnpaidCopiesPerAddress: 20 });
    expect(
      loadConfig({ MAX_UNPAID_COPIES: '4', MAX_UNPAID_COPIES_PER_ADDRESS: '12' }),
    ).toMatchObject({ maxUnpaidCopies: 4, maxUnpaidCopiesPerAddress: 12 });
    // 0: no cap per address (a deployment that cannot tell its clients apart).
    expect(loadConfig({ MAX_UNPAID_COPIES_PER_ADDRESS: '0' }).maxUnpaidCopiesPerAddress).toBe(0);
    expect(() => loadConfig({ MAX_UNPAID_COPIES: '0' })).toThrow(/MAX_UNPAID_COPIES/);
    expect(() => loadConfig({ MAX_UNPAID_COPIES: 'ten' })).toThrow(/MAX_UNPAID_COPIES/);
    expect(() => loadConfig({ MAX_UNPAID_COPIES_PER_ADDRESS: '-1' })).toThrow(
      /MAX_UNPAID_COPIES_PER_ADDRESS/,
    );
    // An address below one account's cap would refuse an account what its own cap allows.
    expect(() =>
      loadConfig({ MAX_UNPAID_COPIES: '10', MAX_UNPAID_COPIES_PER_ADDRESS: '5' }),
    ).toThrow(/MAX_UNPAID_COPIES_PER_ADDRESS: must be 0 .* or at least MAX_UNPAID_COPIES/);
  });

  it('seeds the demo data outside production only, unless SEED_DEMO says otherwise', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-x' };
    const demoShop = { ...production, DEMO_MODE: 'true' };
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    // Production never seeds by itself, a demonstration shop included.
    expect(loadConfig({ ...production, ...LIVE }).seedDemo).toBe(false);
    expect(loadConfig(demoShop).seedDemo).toBe(false);
    // Asked for explicitly, a demonstration shop gets it.
    expect(loadConfig({ ...demoShop, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    // Live payments (real money) never sit beside accounts whose password is public.
    expect(loadConfig({ ...LIVE }).seedDemo).toBe(false);
    for (const env of [
      { ...LIVE, SEED_DEMO: 'true' },
      { ...production, ...LIVE, SEED_DEMO: 'true' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/SEED_DEMO: .*PAYMENTS=live/);
    }
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
    // The variable it replaces is gone: it no longer decides anything.
    expect(loadConfig({ ...demoShop, SEED_ON_START: 'true' }).seedDemo).toBe(false);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PAYMENTS: 'live' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });
});

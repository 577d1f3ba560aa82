import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { demoResetRefusal } from './seed.ts';

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
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-x' };

describe('npm run seed (which empties the database)', () => {
  it('runs outside production, and in a demonstration shop that asks for the demo data', () => {
    expect(demoResetRefusal(loadConfig({}))).toBeNull();
    expect(
      demoResetRefusal(loadConfig({ ...PRODUCTION, DEMO_MODE: 'true', SEED_DEMO: 'true' })),
    ).toBeNull();
  });

  it('refuses a production database and live payments, saying why', () => {
    expect(demoResetRefusal(loadConfig({ ...PRODUCTION, ...LIVE }))).toMatch(/SEED_DEMO/);
    expect(demoResetRefusal(loadConfig({ ...PRODUCTION, DEMO_MODE: 'true' }))).toMatch(/SEED_DEMO/);
    expect(demoResetRefusal(loadConfig({ ...LIVE }))).toMatch(/SEED_DEMO/);
  });
});

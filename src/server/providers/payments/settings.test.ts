import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: 'a-long-production-secret-for-the-test' };

describe('local payments in production (decision 40)', () => {
  it('refuse to start, saying what to set', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(/PAYMENTS_PROVIDER is local .* Set PAYMENTS_PROVIDER=stripe .* or PAYMENTS_ALLOW_TEST_MODE=true/);
    expect(() => loadConfig({ ...PRODUCTION, PAYMENTS_PROVIDER: 'local', PAYMENTS_ALLOW_TEST_MODE: 'false' })).toThrow(/PAYMENTS_ALLOW_TEST_MODE=true/);
  });

  it('start when explicitly allowed as a demo, or with Stripe', () => {
    expect(loadConfig({ ...PRODUCTION, PAYMENTS_ALLOW_TEST_MODE: 'true' }).payments).toMatchObject({ provider: 'local', allowTestModeInProduction: true });
    expect(loadConfig({ ...PRODUCTION, PAYMENTS_PROVIDER: 'stripe' }).payments.provider).toBe('stripe');
  });

  it('start as before outside production', () => {
    expect(loadConfig({}).payments).toMatchObject({ provider: 'local', allowTestModeInProduction: false });
  });

  it('refuse a flag that cannot mean anything', () => {
    expect(() => loadConfig({ PAYMENTS_ALLOW_TEST_MODE: 'yes' })).toThrow(/Invalid payments setting PAYMENTS_ALLOW_TEST_MODE/);
  });

  it('take the Stripe API as an origin, which the SDK reaches by host, port and protocol', () => {
    expect(loadConfig({ STRIPE_API_BASE: 'http://127.0.0.1:4010/' }).payments.stripe.apiBase).toBe('http://127.0.0.1:4010');
    expect(() => loadConfig({ STRIPE_API_BASE: 'https://proxy.example/stripe' })).toThrow(/Invalid payments setting STRIPE_API_BASE/);
    expect(() => loadConfig({ STRIPE_API_BASE: 'ftp://api.stripe.com' })).toThrow(/Invalid payments setting STRIPE_API_BASE/);
  });
});

import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The hosted-checkout flow against Stripe's stand-in (e2e-stripe/stripe-fake.mjs): the same
// browser setup, a server configured for Stripe, and the fake beside it on the next port.
const port = Number(process.env.E2E_PORT ?? 4173);
const fakePort = port + 1;
const appOrigin = `http://127.0.0.1:${port}`;
const webhookSecret = 'whsec_e2e0123456789';
const appServer = [base.webServer].flat()[0];

export default defineConfig({
  ...base,
  testDir: './e2e-stripe',
  webServer: [
    {
      command: 'node e2e-stripe/stripe-fake.mjs',
      url: `http://127.0.0.1:${fakePort}/health`,
      env: {
        STRIPE_FAKE_PORT: String(fakePort),
        APP_ORIGIN: appOrigin,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
      },
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      ...appServer,
      command: appServer?.command ?? 'node ../../scripts/e2e-server.mjs',
      env: {
        ...appServer?.env,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_e2e0123456789',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: `http://127.0.0.1:${fakePort}`,
        PUBLIC_ORIGIN: appOrigin,
      },
    },
  ],
});

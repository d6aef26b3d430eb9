import type { AppConfig } from '#config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/**
 * The processor the configuration chose (PAYMENT_PROVIDER): the sandbox unless told otherwise.
 * Stripe's SDK (~200 ms and a few MB at start) is loaded only when it is the one chosen.
 */
export const createConfiguredProvider = async (
  settings: AppConfig['payments'],
): Promise<PaymentProvider> =>
  settings.provider === 'stripe'
    ? (await import('./stripe-provider.ts')).createStripeProvider(settings)
    : createSandboxProvider();

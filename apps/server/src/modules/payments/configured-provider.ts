import type { AppConfig } from '#config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** The processor the configuration chose (PAYMENT_PROVIDER): the sandbox unless told otherwise. */
export const createConfiguredProvider = (settings: AppConfig['payments']): PaymentProvider =>
  settings.provider === 'stripe' ? createStripeProvider(settings) : createSandboxProvider();

// The payments module: card payments, hosted checkouts, refunds and payouts through one
// PaymentProvider (the built-in sandbox by default, Stripe by configuration). It owns
// `payments`, `payouts`, `payout_accounts` and `payment_events`.
export type { CardInput, PaymentProvider, ProviderEvent } from './payment-provider.ts';
export { ProviderRefusal } from './payment-provider.ts';
export { createConfiguredProvider } from './configured-provider.ts';
export { registerPaymentRoutes } from './payments.routes.ts';
export {
  createPaymentsService,
  toPaymentSummary,
  type PaymentsService,
} from './payments.service.ts';
export { createSandboxProvider } from './sandbox-provider.ts';

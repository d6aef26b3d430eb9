// The payments module: card payments, refunds and payouts through one PaymentProvider
// (the built-in sandbox by default). It owns `payments` and `payouts`.
export type { CardInput, PaymentProvider } from './payment-provider.ts';
export {
  createPaymentsService,
  toPaymentSummary,
  type PaymentsService,
} from './payments.service.ts';
export { createSandboxProvider } from './sandbox-provider.ts';

import { formatCount } from './money.ts';

/**
 * Orders: a service bought from the catalog, or a job contract funded after a proposal is
 * accepted. Money is held in escrow from payment until the client accepts the delivery.
 *
 * The orders' words, limits and states, without zod: the pages that list orders and money
 * draw with them and load no schema (orders.ts holds the schemas).
 */
export const ORDER_KINDS = ['service', 'contract'] as const;
export const ORDER_STATUSES = [
  'awaiting_payment',
  'in_escrow',
  'delivered',
  'completed',
  'cancelled',
  'disputed',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an order ends in: nothing is left to fund, deliver or decide. */
export const SETTLED_ORDER_STATUSES = ['completed', 'cancelled'] as const;
export const isSettledOrder = (status: TOrderStatus) =>
  (SETTLED_ORDER_STATUSES as readonly TOrderStatus[]).includes(status);

/** What a person reads for each status. */
export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  awaiting_payment: 'Awaiting funding',
  in_escrow: 'In escrow',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  disputed: 'In dispute',
};

export const ORDER_EVENT_KINDS = [
  'created',
  'paid',
  'payment_failed',
  'delivered',
  'revision_requested',
  'accepted',
  'auto_completed',
  'cancel_requested',
  'cancelled',
  'overdue',
  'dispute_opened',
  'dispute_resolved',
  /** A processor confirmed a payment the order could no longer take; it went back at once. */
  'payment_refunded',
] as const;
export type TOrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** A delivery the client leaves unanswered this long completes by itself (server setting). */
export const ORDER_AUTO_COMPLETE_DAYS_DEFAULT = 3;
export const ORDER_TEXT_MAX = 5_000;
export const ORDER_FILES_MAX = 5;
export const ORDER_FILE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The sandbox provider's cards (any future expiry, any CVC). The sandbox never stores or
 * logs a card number: it reads the outcome from the number and keeps the last four digits.
 */
export const SANDBOX_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  needsConfirmation: '4000 0025 0000 3155',
} as const;

export const ORDER_MESSAGES = {
  serviceRequired: 'Choose the service to buy.',
  requirementsTooLong: `Requirements must be at most ${formatCount(ORDER_TEXT_MAX)} characters.`,
  deliveryRequired: 'Describe what you are delivering.',
  textTooLong: `Keep it to ${formatCount(ORDER_TEXT_MAX)} characters.`,
  revisionRequired: 'Say what should change.',
  filesInvalid: 'Attach files you uploaded for this order.',
  filesTooMany: `Attach at most ${ORDER_FILES_MAX} files.`,
  cardNumberInvalid: 'Enter a card number of 12 to 19 digits.',
  cardExpiryInvalid: 'Enter the expiry as MM/YY.',
  cardExpired: 'This card has expired.',
  cardCvcInvalid: 'Enter the 3 or 4 digit security code.',
  paymentIdRequired: 'Choose the payment to confirm.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 200 visible characters.',
} as const;

/** Whether an MM/YY expiry is this month or later. */
export const isCardExpired = (expiry: string, now = new Date()): boolean => {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  if (!month || year === undefined) return true;
  const lastMonth = (2000 + year) * 12 + (month - 1);
  return lastMonth < now.getUTCFullYear() * 12 + now.getUTCMonth();
};

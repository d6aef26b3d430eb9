import { randomBytes } from 'node:crypto';
import { SANDBOX_CARDS } from '@marketplace/contract';
import type { CardInput, PaymentOutcome, PaymentProvider } from './payment-provider.ts';

const digitsOf = (cardNumber: string) => cardNumber.replace(/\D/g, '');

const SANDBOX_OUTCOMES = new Map<string, 'declined' | 'insufficient_funds' | 'confirm'>([
  [digitsOf(SANDBOX_CARDS.declined), 'declined'],
  [digitsOf(SANDBOX_CARDS.insufficientFunds), 'insufficient_funds'],
  [digitsOf(SANDBOX_CARDS.needsConfirmation), 'confirm'],
]);

const brandOf = (digits: string) =>
  digits.startsWith('4')
    ? 'Visa'
    : /^5[1-5]/.test(digits)
      ? 'Mastercard'
      : /^3[47]/.test(digits)
        ? 'American Express'
        : 'Card';

/** The Luhn checksum every real card number passes; a typo almost never does. */
const passesLuhn = (digits: string) => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

const reference = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A processor that lives in this process: no network, no keys, outcomes read from the card
 * number. It sees the card only for the length of the call and keeps its last four digits.
 */
export const createSandboxProvider = (): PaymentProvider => {
  const charge = (card: CardInput): PaymentOutcome => {
    const digits = digitsOf(card.cardNumber);
    const cardBrand = brandOf(digits);
    const cardLast4 = digits.slice(-4);
    if (!passesLuhn(digits))
      return {
        status: 'failed',
        reason: 'invalid_card',
        message: 'This card number is not valid. Check the digits and try again.',
        cardBrand: null,
        cardLast4: null,
      };
    const outcome = SANDBOX_OUTCOMES.get(digits);
    if (outcome === 'declined')
      return {
        status: 'failed',
        reason: 'declined',
        message: 'Your card was declined. Try another card.',
        cardBrand,
        cardLast4,
      };
    if (outcome === 'insufficient_funds')
      return {
        status: 'failed',
        reason: 'insufficient_funds',
        message: 'Your card has insufficient funds. Try another card.',
        cardBrand,
        cardLast4,
      };
    const providerRef = reference(outcome === 'confirm' ? 'sbx_pending' : 'sbx_pay');
    return outcome === 'confirm'
      ? { status: 'requires_confirmation', providerRef, cardBrand, cardLast4 }
      : { status: 'succeeded', providerRef, cardBrand, cardLast4 };
  };

  return {
    name: 'sandbox',
    testMode: true,
    checkout: 'card_form',
    testCards: {
      Succeeds: SANDBOX_CARDS.success,
      Declined: SANDBOX_CARDS.declined,
      'Insufficient funds': SANDBOX_CARDS.insufficientFunds,
      'Asks for confirmation': SANDBOX_CARDS.needsConfirmation,
    },
    createPayment: async ({ card }) => charge(card),
    confirmPayment: async (providerRef) =>
      providerRef.startsWith('sbx_pending_')
        ? { status: 'succeeded', providerRef: providerRef.replace('sbx_pending', 'sbx_pay') }
        : { status: 'failed', message: 'This payment does not need confirming.' },
    refund: async () => ({ refundRef: reference('sbx_refund') }),
    payout: async () => ({ payoutRef: reference('sbx_payout') }),
  };
};

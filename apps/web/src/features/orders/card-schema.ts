import { z } from 'zod/mini';
import { isCardExpired, ORDER_MESSAGES, ZCard, ZCreateOrder } from '@marketplace/contract';

const EXPIRY_FORMAT = /^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/;

/** The contract's card, plus the expiry check the server makes, so the form says it first. */
export const ZCardForm = z.extend(ZCard, {
  expiry: ZCard.shape.expiry.check(
    z.refine(
      (expiry) => !EXPIRY_FORMAT.test(expiry) || !isCardExpired(expiry),
      ORDER_MESSAGES.cardExpired,
    ),
  ),
});

/** Checkout: the requirements for the freelancer and the card that pays. */
export const ZCheckoutForm = z.extend(ZCardForm, {
  requirements: ZCreateOrder.shape.requirements,
});

/**
 * Checkout when the buyer pays on the processor's own page: the requirements only (the card
 * fields stay empty and unchecked, so the form keeps one shape).
 */
export const ZHostedCheckoutForm = z.extend(ZCheckoutForm, {
  card_number: z.string(),
  expiry: z.string(),
  cvc: z.string(),
});

export const CARD_FIELDS = ['card_number', 'expiry', 'cvc'] as const;

export const EMPTY_CARD = { card_number: '', expiry: '', cvc: '' };

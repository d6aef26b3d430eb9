import { describe, expect, it } from 'vitest';
import {
  isCardExpired,
  ORDER_MESSAGES,
  SANDBOX_CARDS,
  ZCard,
  ZCreateOrder,
  ZDeliverOrder,
} from './index.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('ZCard', () => {
  it('reads a card typed with spaces and keeps only its digits', () => {
    expect(
      ZCard.parse({ card_number: SANDBOX_CARDS.success, expiry: '12/30', cvc: '123' }),
    ).toEqual({ card_number: '4242424242424242', expiry: '12/30', cvc: '123' });
  });

  it('names each field that is wrong', () => {
    const result = ZCard.safeParse({ card_number: '42', expiry: '13/30', cvc: '1' });
    expect(messagesOf(result)).toEqual([
      ORDER_MESSAGES.cardNumberInvalid,
      ORDER_MESSAGES.cardExpiryInvalid,
      ORDER_MESSAGES.cardCvcInvalid,
    ]);
  });
});

describe('isCardExpired', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('accepts this month and later, refuses earlier months', () => {
    expect(isCardExpired('11/26', now)).toBe(false);
    expect(isCardExpired('01/27', now)).toBe(false);
    expect(isCardExpired('10/26', now)).toBe(true);
  });
});

describe('order forms', () => {
  it('defaults requirements and files, and bounds the text', () => {
    expect(ZCreateOrder.parse({ service_id: '7' })).toEqual({
      service_id: 7,
      requirements: '',
      file_ids: [],
    });
    expect(
      messagesOf(ZCreateOrder.safeParse({ service_id: 7, requirements: 'x'.repeat(5001) })),
    ).toEqual([ORDER_MESSAGES.requirementsTooLong]);
  });

  it('needs a delivery message', () => {
    expect(messagesOf(ZDeliverOrder.safeParse({ message: '   ' }))).toEqual([
      ORDER_MESSAGES.deliveryRequired,
    ]);
  });
});

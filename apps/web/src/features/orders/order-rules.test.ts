import { describe, expect, it } from 'vitest';
import { orderActions } from './order-rules.ts';
import { orderFixture } from './testing.ts';

const CLIENT = 3;
const FREELANCER = 5;

describe('orderActions', () => {
  it('awaiting payment: the client pays or cancels; the freelancer may only cancel', () => {
    const order = orderFixture({ status: 'awaiting_payment' });
    expect(orderActions(order, 'client')).toMatchObject({
      pay: true,
      deliver: false,
      accept: false,
      revise: null,
      cancel: 'cancel',
    });
    expect(orderActions(order, 'freelancer')).toMatchObject({ pay: false, cancel: 'cancel' });
  });

  it('funded (in escrow or delivered): either side may open a dispute', () => {
    for (const status of ['in_escrow', 'delivered'] as const)
      for (const role of ['client', 'freelancer'] as const)
        expect(orderActions(orderFixture({ status }), role).dispute).toBe(true);
    expect(orderActions(orderFixture({ status: 'awaiting_payment' }), 'client').dispute).toBe(
      false,
    );
  });

  it('in escrow: the freelancer delivers; either side asks to cancel', () => {
    const order = orderFixture({ status: 'in_escrow' });
    expect(orderActions(order, 'freelancer')).toMatchObject({ deliver: true, cancel: 'request' });
    expect(orderActions(order, 'client')).toMatchObject({
      deliver: false,
      pay: false,
      cancel: 'request',
    });
  });

  it('overdue: the client cancels for a full refund, the freelancer still only asks', () => {
    const order = orderFixture({ status: 'in_escrow', overdue: true });
    expect(orderActions(order, 'client').cancel).toBe('refund');
    expect(orderActions(order, 'freelancer').cancel).toBe('request');
  });

  it('delivered: the client accepts, and revises while revisions are left', () => {
    const left = orderFixture({ status: 'delivered', revisions_used: 0, revisions_included: 1 });
    expect(orderActions(left, 'client')).toMatchObject({ accept: true, revise: 'available' });
    const usedUp = orderFixture({ status: 'delivered', revisions_used: 1, revisions_included: 1 });
    expect(orderActions(usedUp, 'client')).toMatchObject({ accept: true, revise: 'used_up' });
    expect(orderActions(left, 'freelancer')).toMatchObject({
      accept: false,
      revise: null,
      deliver: false,
    });
  });

  it('a cancellation asked by one side waits for them and is agreed by the other', () => {
    const askedByClient = orderFixture({ status: 'in_escrow', cancel_requested_by: CLIENT });
    expect(orderActions(askedByClient, 'client')).toMatchObject({
      cancel: null,
      awaitingOtherSide: true,
    });
    expect(orderActions(askedByClient, 'freelancer')).toMatchObject({
      cancel: 'agree',
      awaitingOtherSide: false,
      deliver: true,
    });
    const askedByFreelancer = orderFixture({
      status: 'delivered',
      cancel_requested_by: FREELANCER,
    });
    expect(orderActions(askedByFreelancer, 'client').cancel).toBe('agree');
  });

  it('completed, cancelled and disputed orders offer nothing (an admin decides a dispute)', () => {
    for (const status of ['completed', 'cancelled', 'disputed'] as const) {
      for (const role of ['client', 'freelancer'] as const) {
        expect(orderActions(orderFixture({ status }), role)).toEqual({
          pay: false,
          deliver: false,
          accept: false,
          revise: null,
          cancel: null,
          dispute: false,
          awaitingOtherSide: false,
        });
      }
    }
  });
});

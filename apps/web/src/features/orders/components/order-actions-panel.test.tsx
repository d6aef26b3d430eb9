import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOrderDetail } from '@marketplace/contract';
import { renderAt } from '../../../test/render.tsx';
import { orderFixture, stubApi } from '../testing.ts';
import { OrderActionsPanel } from './order-actions-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const show = (order: TOrderDetail, role: 'client' | 'freelancer') => {
  stubApi(() => undefined);
  return renderAt(<OrderActionsPanel order={order} role={role} onPaid={vi.fn()} />);
};

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('order actions panel', () => {
  it('awaiting payment: the client gets the card form, the freelancer only cancel', () => {
    const order = orderFixture({ status: 'awaiting_payment' });
    show(order, 'client');
    expect(screen.getByRole('heading', { name: 'Fund this order' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $120.00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it('awaiting payment, freelancer: no payment, no delivery', () => {
    show(orderFixture({ status: 'awaiting_payment' }), 'freelancer');
    expect(screen.queryByRole('heading', { name: 'Fund this order' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Deliver the work' })).toBeNull();
    expect(buttonNames()).toEqual(['Cancel order']);
  });

  it('in escrow: the freelancer delivers, the client only asks to cancel', () => {
    const order = orderFixture({ status: 'in_escrow' });
    const view = show(order, 'freelancer');
    expect(screen.getByRole('heading', { name: 'Deliver the work' })).toBeTruthy();
    expect(screen.getByLabelText('Message to the client')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deliver work' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask to cancel' })).toBeTruthy();
    view.unmount();

    show(order, 'client');
    expect(buttonNames()).toEqual(['Ask to cancel', 'Open a dispute']);
  });

  it('overdue: the client cancels for a full refund', () => {
    show(orderFixture({ status: 'in_escrow', overdue: true }), 'client');
    expect(buttonNames()).toEqual(['Cancel for a full refund', 'Open a dispute']);
    expect(screen.getByText(/you get your money back in full/)).toBeTruthy();
  });

  it('delivered: the client accepts or asks for a revision while some are left', () => {
    const view = show(
      orderFixture({ status: 'delivered', revisions_used: 0, revisions_included: 2 }),
      'client',
    );
    expect(buttonNames()).toEqual([
      'Accept delivery',
      'Request revision',
      'Ask to cancel',
      'Open a dispute',
    ]);
    expect(screen.getByTestId('revisions-used').textContent).toBe('0 of 2 revisions used');
    view.unmount();

    show(orderFixture({ status: 'delivered', revisions_used: 2, revisions_included: 2 }), 'client');
    expect(buttonNames()).toEqual(['Accept delivery', 'Ask to cancel', 'Open a dispute']);
    expect(screen.getByTestId('revisions-used').textContent).toBe('All 2 included revisions used.');
  });

  it('delivered, freelancer: nothing but asking to cancel or disputing', () => {
    show(orderFixture({ status: 'delivered' }), 'freelancer');
    expect(buttonNames()).toEqual(['Ask to cancel', 'Open a dispute']);
  });

  it('the other side asked to cancel: agreeing is offered', () => {
    show(orderFixture({ status: 'in_escrow', cancel_requested_by: 5 }), 'client');
    expect(buttonNames()).toEqual(['Agree to cancel', 'Open a dispute']);
  });

  it('completed, cancelled or in dispute: no actions at all', () => {
    for (const status of ['completed', 'cancelled', 'disputed'] as const) {
      const view = show(orderFixture({ status }), 'client');
      expect(view.container.textContent).toBe('');
      view.unmount();
    }
  });
});

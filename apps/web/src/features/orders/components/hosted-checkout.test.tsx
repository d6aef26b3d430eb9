import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPaymentsInfo } from '@marketplace/contract';
import { leaveSite } from '../../../lib/leave-site.ts';
import { renderAt } from '../../../test/render.tsx';
import { orderFixture, paymentFixture, serviceFixture, stubApi } from '../testing.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { EarningsView } from './earnings-view.tsx';
import { PayOrderForm } from './pay-order-form.tsx';

vi.mock('../../../lib/leave-site.ts', () => ({ leaveSite: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveSite).mockReset();
});

const STRIPE: TPaymentsInfo = {
  provider: 'stripe',
  test_mode: false,
  test_cards: {},
  checkout: 'hosted',
};
const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';

describe('hosted checkout (Stripe)', () => {
  it('sends the buyer of an unpaid order to the checkout page instead of the card form', async () => {
    const order = orderFixture({ status: 'awaiting_payment', payments: [] });
    const calls = stubApi(({ url }) => {
      if (url === '/api/orders/9/checkout') return Response.json({ data: { url: CHECKOUT_URL } });
      if (url === '/api/orders/9') return Response.json({ data: order });
      return undefined;
    }, STRIPE);
    renderAt(<PayOrderForm order={order} onPaid={vi.fn()} />, '/orders/9');

    await userEvent.click(await screen.findByRole('button', { name: 'Pay $120.00 on Stripe' }));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith(CHECKOUT_URL));
    const [checkout] = calls.filter((call) => call.url === '/api/orders/9/checkout');
    expect(checkout?.method).toBe('POST');
    expect(checkout?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says the payment is being confirmed after the return from Stripe', async () => {
    const order = orderFixture({
      status: 'awaiting_payment',
      payments: [paymentFixture({ status: 'pending', card_brand: null, card_last4: null })],
    });
    const calls = stubApi(
      ({ url }) => (url === '/api/orders/9' ? Response.json({ data: order }) : undefined),
      STRIPE,
    );
    renderAt(<PayOrderForm order={order} onPaid={vi.fn()} />, '/orders/9?checkout=success');
    expect(
      await screen.findByText(/Stripe is confirming your payment. This page updates by itself/),
    ).toBeTruthy();
    // The order is read again (until the webhook moves it), not taken from the return address.
    await waitFor(() => expect(calls.some((call) => call.url === '/api/orders/9')).toBe(true));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('places the order, then opens the checkout page, when buying a service', async () => {
    const order = orderFixture({ status: 'awaiting_payment', payments: [] });
    const calls = stubApi(({ url }) => {
      if (url === '/api/orders') return Response.json({ data: order }, { status: 201 });
      if (url === '/api/orders/9/checkout') return Response.json({ data: { url: CHECKOUT_URL } });
      return undefined;
    }, STRIPE);
    renderAt(<CheckoutForm service={serviceFixture()} onPaid={vi.fn()} hosted />);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await userEvent.type(screen.getByLabelText(/Requirements/), 'A fox, in violet.');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $120.00 on Stripe' }));

    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/orders',
      '/api/orders/9/checkout',
    ]);
  });

  it('asks a freelancer to set up payouts before paying out', async () => {
    const onboarding = 'https://connect.stripe.com/setup/e/acct_1/abc';
    const calls = stubApi(({ url, method }) => {
      if (url === '/api/earnings')
        return Response.json({
          data: { pending: 0, available: 90, total_earned: 90, movements: [] },
        });
      if (url === '/api/payouts/account' && method === 'GET')
        return Response.json({ data: { required: true, started: false, ready: false } });
      if (url === '/api/payouts/account') return Response.json({ data: { url: onboarding } });
      return undefined;
    }, STRIPE);
    renderAt(<EarningsView />, '/earnings');

    const setUp = await screen.findByRole('button', { name: 'Set up payouts' });
    expect(screen.getByRole('button', { name: 'Pay out' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Set up payouts first.')).toBeTruthy();
    await userEvent.click(setUp);
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith(onboarding));
    expect(
      calls.some((call) => call.url === '/api/payouts/account' && call.method === 'POST'),
    ).toBe(true);
  });
});

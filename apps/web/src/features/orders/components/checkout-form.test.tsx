import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { orderFixture, paymentFixture, serviceFixture, stubApi } from '../testing.ts';
import { CheckoutForm } from './checkout-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const fillCard = async (user: ReturnType<typeof userEvent.setup>, number: string) => {
  await user.clear(screen.getByLabelText('Card number'));
  await user.type(screen.getByLabelText('Card number'), number);
  await user.clear(screen.getByLabelText('Expiry (MM/YY)'));
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/40');
  await user.clear(screen.getByLabelText('CVC'));
  await user.type(screen.getByLabelText('CVC'), '123');
};

describe('checkout form', () => {
  it('shows the price, the fee breakdown and the test cards', async () => {
    stubApi(() => undefined);
    renderAt(
      <CheckoutForm service={serviceFixture({ price: { value: 1234.5 } })} onPaid={vi.fn()} />,
    );
    const breakdown = screen.getByTestId('fee-breakdown');
    expect(breakdown.textContent).toContain('Service price$1,234.50');
    expect(breakdown.textContent).toContain('Platform fee 10% (paid by the freelancer)$123.45');
    expect(breakdown.textContent).toContain('You pay$1,234.50');
    expect(screen.getByText('Test mode — no real money moves')).toBeTruthy();
    expect(await screen.findByText('4000 0000 0000 0002')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $1,234.50' })).toBeTruthy();
  });

  it('checks the card with the contract messages and clears one on focus', async () => {
    const calls = stubApi(() => undefined);
    renderAt(<CheckoutForm service={serviceFixture()} onPaid={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Card number'), '4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '13/40');
    await user.type(screen.getByLabelText('CVC'), '12');
    await user.click(screen.getByRole('button', { name: 'Pay $120.00' }));

    expect(await screen.findByText('Enter a card number of 12 to 19 digits.')).toBeTruthy();
    expect(screen.getByText('Enter the expiry as MM/YY.')).toBeTruthy();
    expect(screen.getByText('Enter the 3 or 4 digit security code.')).toBeTruthy();
    fireEvent.focus(screen.getByLabelText('CVC'));
    await waitFor(() =>
      expect(screen.queryByText('Enter the 3 or 4 digit security code.')).toBeNull(),
    );

    await user.clear(screen.getByLabelText('Expiry (MM/YY)'));
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '01/20');
    await user.click(screen.getByRole('button', { name: 'Pay $120.00' }));
    expect(await screen.findByText('This card has expired.')).toBeTruthy();
    // Nothing was sent but the test cards' lookup.
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('fills a test card from the notice', async () => {
    stubApi(() => undefined);
    renderAt(<CheckoutForm service={serviceFixture()} onPaid={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Use the Succeeds card' }));
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe(
      '4242 4242 4242 4242',
    );
  });

  it("shows a declined card's message in the form, then pays the same order with another card", async () => {
    const order = orderFixture();
    let payAttempts = 0;
    const calls = stubApi(({ url }) => {
      if (url === '/api/orders') return Response.json({ data: order }, { status: 201 });
      if (url === '/api/orders/9/pay') {
        payAttempts += 1;
        return payAttempts === 1
          ? Response.json({ error: 'Your card was declined. Try another card.' }, { status: 402 })
          : Response.json({
              data: { order: { ...order, status: 'in_escrow' }, payment: paymentFixture() },
            });
      }
      return undefined;
    });
    const onPaid = vi.fn();
    renderAt(<CheckoutForm service={serviceFixture()} onPaid={onPaid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Requirements'), 'A round logo.');
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay $120.00' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your card was declined. Try another card.');
    expect(onPaid).not.toHaveBeenCalled();
    // The placed order keeps its requirements; only the payment is tried again.
    expect((screen.getByLabelText('Requirements') as HTMLTextAreaElement).readOnly).toBe(true);

    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $120.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));

    const creates = calls.filter((call) => call.url === '/api/orders');
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toEqual({
      service_id: 7,
      requirements: 'A round logo.',
      file_ids: [],
    });
    const pays = calls.filter((call) => call.url === '/api/orders/9/pay');
    expect(pays.map((call) => call.body)).toEqual([
      { card_number: '4000000000000002', expiry: '12/40', cvc: '123' },
      { card_number: '4242424242424242', expiry: '12/40', cvc: '123' },
    ]);
    // Each attempt carries its own Idempotency-Key.
    const keys = pays.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('asks for a second confirmation when the card needs one', async () => {
    const order = orderFixture();
    const calls = stubApi(({ url }) => {
      if (url === '/api/orders') return Response.json({ data: order }, { status: 201 });
      if (url === '/api/orders/9/pay')
        return Response.json({
          data: { order, payment: paymentFixture({ id: 33, status: 'requires_confirmation' }) },
        });
      if (url === '/api/orders/9/pay/confirm')
        return Response.json({
          data: { order: { ...order, status: 'in_escrow' }, payment: paymentFixture({ id: 33 }) },
        });
      return undefined;
    });
    const onPaid = vi.fn();
    renderAt(<CheckoutForm service={serviceFixture()} onPaid={onPaid} />);
    const user = userEvent.setup();
    await fillCard(user, '4000 0025 0000 3155');
    await user.click(screen.getByRole('button', { name: 'Pay $120.00' }));

    expect(await screen.findByText('Confirm this payment')).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    const confirm = calls.find((call) => call.url === '/api/orders/9/pay/confirm');
    expect(confirm?.body).toEqual({ payment_id: 33 });
    expect(confirm?.headers.get('Idempotency-Key')).toBeTruthy();
  });
});

import { S as FIRST_PAGES_TEXT } from './strings.ts';

/**
 * The earnings page's texts (beyond SPEC), with strings.ts's: that page loads these and none of
 * the orders' texts (strings-money.ts).
 */
export const S = {
  ...FIRST_PAGES_TEXT,

  earnings: {
    heading: 'Earnings',
    intro: 'What you earned from orders, net of the 10% platform fee.',
    pending: 'Pending',
    pendingHint: 'Held in escrow on your running orders.',
    available: 'Available',
    availableHint: 'Released to you and ready to pay out.',
    totalEarned: 'Total earned',
    totalEarnedHint: 'Everything released to you so far.',
    payout: 'Pay out',
    payoutTitle: 'Pay out your available balance?',
    payoutText: (amount: string) =>
      `${amount} moves from your available balance to your bank account. This cannot be undone.`,
    payoutConfirm: (amount: string) => `Pay out ${amount}`,
    paidOut: (amount: string) => `${amount} is on its way to your bank account.`,
    nothingToPayOut: 'Nothing to pay out yet.',
    movements: 'Movements',
    release: 'Payment released',
    payoutMovement: 'Payout',
    feeOf: (fee: string) => `after the ${fee} fee`,
    noMovements: 'No money has moved yet.',
    noMovementsHint: 'When a client accepts your work, the payment shows up here.',
    viewOrders: 'View orders',
    loadFailed: 'Your earnings could not be loaded.',
    setUpHeading: 'Set up payouts',
    setUpText:
      'Your earnings are paid into a Stripe account of yours. Set it up once (a few minutes on Stripe) to receive payouts; until then, released payments wait here.',
    setUpUnfinished:
      'Your payout setup on Stripe is not finished yet. Continue where you left off to receive payouts.',
    setUpChecking:
      'Stripe is checking your details. Payouts start as soon as it enables them; this can take a few minutes.',
    setUp: 'Set up payouts',
    setUpContinue: 'Continue payout setup',
    setUpOpening: 'Opening Stripe…',
    setUpFirst: 'Set up payouts first.',
  },
};

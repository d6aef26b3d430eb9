import { FREELANCER_FEE_BASIS_POINTS } from './constants.ts';

/**
 * Dollars (as typed or sent by the API) to integer cents. The product is first cut to 12
 * significant digits so binary noise (1.005 * 100 = 100.49999...) rounds the way people expect.
 */
export const toCents = (dollars: number): number =>
  Math.round(Number((dollars * 100).toPrecision(12)));

export const toDollars = (cents: number): number => cents / 100;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Money shown one way everywhere, on screens and in the server's texts: `$1,234.50`. */
export const formatMoney = (dollars: number): string => usd.format(dollars);

/**
 * The freelancer service fee and what the freelancer receives, in integer cents.
 * The fee is rounded to the nearest cent; the freelancer receives the rest, so the two
 * always add up to the bid exactly.
 */
export const computeFee = (bidCents: number): { feeCents: number; receiveCents: number } => {
  const feeCents = Math.round((bidCents * FREELANCER_FEE_BASIS_POINTS) / 10_000);
  return { feeCents, receiveCents: bidCents - feeCents };
};

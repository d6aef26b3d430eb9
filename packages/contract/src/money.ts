import { FREELANCER_FEE_BASIS_POINTS } from './constants.ts';

/**
 * Dollars (as typed or sent by the API) to integer cents. The product is first cut to 12
 * significant digits so binary noise (1.005 * 100 = 100.49999...) rounds the way people expect.
 */
export const toCents = (dollars: number): number =>
  Math.round(Number((dollars * 100).toPrecision(12)));

export const toDollars = (cents: number): number => cents / 100;

/*
 * A page's first use of Intl costs 25-50 ms in Chromium (120-240 ms with a phone's CPU, four
 * times slower), starting ICU: measured, a quarter to a third of the time the app's shared
 * modules took to load. Formatters are made on first use, and the texts built as modules load
 * use `formatCount`, which needs no Intl, so a page that shows no amount or date never pays it.
 */
let usd: Intl.NumberFormat | undefined;
/** Money shown one way everywhere, on screens and in the server's texts: `$1,234.50`. */
export const formatMoney = (dollars: number): string =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(dollars);

/** A whole number with thousands separators, `10,000`, as `toLocaleString('en-US')` writes it. */
export const formatCount = (count: number): string =>
  String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The freelancer service fee and what the freelancer receives, in integer cents.
 * The fee is rounded to the nearest cent; the freelancer receives the rest, so the two
 * always add up to the bid exactly.
 */
export const computeFee = (bidCents: number): { feeCents: number; receiveCents: number } => {
  const feeCents = Math.round((bidCents * FREELANCER_FEE_BASIS_POINTS) / 10_000);
  return { feeCents, receiveCents: bidCents - feeCents };
};

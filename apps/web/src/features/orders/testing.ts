import { vi } from 'vitest';
import type { TOrderDetail, TPaymentSummary, TPaymentsInfo, TService } from '@marketplace/contract';

/** An order as the server sends it, for tests; `overrides` change what a test is about. */
export const orderFixture = (overrides: Partial<TOrderDetail> = {}): TOrderDetail => ({
  id: 9,
  kind: 'service',
  status: 'awaiting_payment',
  title: 'Logo for a bakery',
  price: 120,
  fee: 12,
  receive: 108,
  service_id: 7,
  proposal_id: null,
  job_post_id: null,
  chat_id: 4,
  client: {
    id: 3,
    username: 'clara',
    first_name: 'Clara',
    last_name: 'Jensen',
    avatar_url: null,
    verified: false,
  },
  freelancer: {
    id: 5,
    username: 'felix',
    first_name: 'Felix',
    last_name: 'Moreau',
    avatar_url: null,
    verified: false,
  },
  requirements: 'A round logo.',
  delivery_days: 5,
  revisions_included: 1,
  revisions_used: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: null,
  due_at: null,
  delivered_at: null,
  auto_complete_at: null,
  completed_at: null,
  cancelled_at: null,
  cancel_requested_by: null,
  overdue: false,
  milestone: null,
  events: [],
  requirement_files: [],
  payments: [],
  ...overrides,
});

export const paymentFixture = (overrides: Partial<TPaymentSummary> = {}): TPaymentSummary => ({
  id: 21,
  status: 'succeeded',
  card_brand: 'Visa',
  card_last4: '4242',
  failure_message: null,
  created_at: '2026-11-20T10:01:00.000Z',
  ...overrides,
});

export const serviceFixture = (overrides: Partial<TService> = {}): TService => ({
  id: 7,
  title: 'Logo for a bakery',
  description: 'Three concepts.',
  price: { value: 120 },
  rate: 0,
  rating_count: 0,
  images: [],
  category: { id: 1, name: 'Graphic Design' },
  owner: {
    id: 5,
    username: 'felix',
    first_name: 'Felix',
    last_name: 'Moreau',
    avatar_url: null,
    verified: false,
  },
  sales: 0,
  delivery_days: 5,
  revisions: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const PAYMENTS_INFO: TPaymentsInfo = {
  provider: 'sandbox',
  test_mode: true,
  test_cards: { Succeeds: '4242 4242 4242 4242', Declined: '4000 0000 0000 0002' },
  checkout: 'card_form',
};

type Call = { url: string; method: string; body: unknown; headers: Headers };
type Route = (call: Call) => Response | undefined;

/** Stubs fetch with `route`, answering /api/payments/info itself (`info`); records every call. */
export const stubApi = (route: Route, info: TPaymentsInfo = PAYMENTS_INFO) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const call: Call = {
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: new Headers(init?.headers),
      };
      calls.push(call);
      if (url === '/api/payments/info') return Promise.resolve(Response.json({ data: info }));
      return Promise.resolve(
        route(call) ?? Response.json({ error: 'Not found.' }, { status: 404 }),
      );
    }),
  );
  return calls;
};

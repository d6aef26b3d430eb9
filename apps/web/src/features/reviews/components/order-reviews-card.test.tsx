import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES, type TOrderReviews, type TReview } from '@marketplace/contract';
import { renderAt } from '../../../test/render.tsx';
import { OrderReviewsCard } from './order-reviews-card.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();

const reviewFixture = (overrides: Partial<TReview> = {}): TReview => ({
  id: 31,
  order_id: 9,
  order_title: 'Logo for a bakery',
  stars: 4,
  comment: 'Clear brief, quick answers.',
  reviewer_role: 'client',
  reviewer: {
    id: 2,
    username: 'cleo',
    first_name: 'Cleo',
    last_name: 'Park',
    avatar_url: null,
    verified: false,
  },
  reply: null,
  replied_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  published_at: null,
  ...overrides,
});

const empty: TOrderReviews = {
  can_review: true,
  window_ends_at: inAWeek,
  mine: null,
  theirs: null,
  theirs_written: false,
};

type Call = { url: string; method: string; body: unknown };

/**
 * Answers GET with `state` (with `after` once something was posted) and POST with `answer`,
 * recording every call.
 */
const stubReviewsApi = (
  state: TOrderReviews,
  answer: (call: Call) => Response,
  after: TOrderReviews = state,
) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const call = {
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const posted = calls.some((earlier) => earlier.method === 'POST');
      return Promise.resolve(
        call.method === 'GET' ? Response.json({ data: posted ? after : state }) : answer(call),
      );
    }),
  );
  return calls;
};

const show = () => renderAt(<OrderReviewsCard orderId={9} otherName="Felix" myName="Cleo" />);

describe('the reviews of a completed order', () => {
  it('asks for stars before posting, then shows the review as hidden until the other side writes', async () => {
    const posted: TOrderReviews = {
      ...empty,
      can_review: false,
      mine: reviewFixture({ stars: 4, comment: 'Lovely logo.' }),
    };
    const calls = stubReviewsApi(
      empty,
      () => Response.json({ data: posted }, { status: 201 }),
      posted,
    );
    const user = userEvent.setup();
    show();
    expect(await screen.findByText(/How was working with Felix\?/)).toBeTruthy();

    await user.type(screen.getByLabelText('Your review'), 'Lovely logo.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.starsInvalid)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByLabelText('4 stars'));
    expect(screen.queryByText(REVIEW_MESSAGES.starsInvalid)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        url: '/api/orders/9/reviews',
        body: { stars: 4, comment: 'Lovely logo.' },
      }),
    );
    expect(await screen.findByText('Lovely logo.')).toBeTruthy();
    expect(screen.getByText(/Hidden until Felix reviews you too/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
  });

  it('says when the other side has written theirs, without showing it', async () => {
    stubReviewsApi({ ...empty, theirs_written: true }, () => Response.json({}, { status: 500 }));
    show();
    expect(await screen.findByText('Felix has reviewed you. Write yours to see it.')).toBeTruthy();
  });

  it('shows both reviews once they are in, and lets the reviewed person reply once', async () => {
    const theirs = reviewFixture({
      id: 44,
      reviewer_role: 'freelancer',
      reviewer: {
        id: 5,
        username: 'felix',
        first_name: 'Felix',
        last_name: 'Moreau',
        avatar_url: null,
        verified: false,
      },
      stars: 5,
      comment: 'A pleasure to work with.',
      published_at: '2026-11-21T10:00:00.000Z',
    });
    const state: TOrderReviews = {
      can_review: false,
      window_ends_at: inAWeek,
      mine: reviewFixture({ published_at: '2026-11-21T10:00:00.000Z' }),
      theirs,
      theirs_written: true,
    };
    const calls = stubReviewsApi(state, () =>
      Response.json({ data: { ...theirs, reply: 'Thank you!', replied_at: theirs.published_at } }),
    );
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('A pleasure to work with.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const reply = await screen.findByLabelText('Your public reply');
    fireEvent.change(reply, { target: { value: 'Thank you!' } });
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        url: '/api/reviews/44/reply',
        body: { reply: 'Thank you!' },
      }),
    );
  });

  it('says the window has closed when nothing can be written any more', async () => {
    stubReviewsApi(
      { ...empty, can_review: false, window_ends_at: '2026-01-01T00:00:00.000Z' },
      () => Response.json({}, { status: 500 }),
    );
    show();
    expect(await screen.findByText(REVIEW_MESSAGES.windowClosed)).toBeTruthy();
  });
});

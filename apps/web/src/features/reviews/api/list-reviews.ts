import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ZRating, ZReview } from '@marketplace/contract';
import { apiPage } from '../../../lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

export const REVIEW_PAGE_SIZE = 10;

const ZReviewPage = z.object({
  data: z.array(ZReview),
  meta: z.object({ next_cursor: z.nullable(z.string()), rating: z.optional(ZRating) }),
});
export type TReviewPage = z.infer<typeof ZReviewPage>;

const getReviewPage = (path: string, cursor?: string, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: String(REVIEW_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiPage(`${path}?${params}`, ZReviewPage, { signal });
};

const pagesOf = (queryKey: readonly unknown[], path: string) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getReviewPage(path, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.next_cursor ?? undefined,
  });

/** GET /api/user/:ref/reviews: shown reviews a person received, with their rating. */
export const userReviewsQueryOptions = (ref: string) =>
  pagesOf(reviewKeys.user(ref), `/user/${encodeURIComponent(ref)}/reviews`);

/** GET /api/services/:id/reviews: shown reviews by the service's clients. */
export const serviceReviewsQueryOptions = (serviceId: number) =>
  pagesOf(reviewKeys.service(serviceId), `/services/${serviceId}/reviews`);

export const useUserReviews = (ref: string | undefined) =>
  useInfiniteQuery({ ...userReviewsQueryOptions(ref ?? ''), enabled: ref !== undefined });

export const useServiceReviews = (serviceId: number) =>
  useInfiniteQuery(serviceReviewsQueryOptions(serviceId));

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client.ts';
import type { ResponseOf } from '../../../lib/response-schemas.ts';
import { reviewPageCheck } from '../../../lib/response-checks-reviews.generated.ts';
import { reviewKeys } from './review-keys.ts';

export const REVIEW_PAGE_SIZE = 10;

export type TReviewPage = ResponseOf<'reviewPage'>;

const getReviewPage = (path: string, cursor?: string, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: String(REVIEW_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiPage(`${path}?${params}`, reviewPageCheck, { signal });
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

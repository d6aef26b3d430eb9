import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateReview, TOrderReviews } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { orderReviewsCheck } from '../../../lib/response-checks-reviews.generated.ts';
import { reviewKeys } from './review-keys.ts';

/** GET /api/orders/:id/reviews: what the caller wrote, and the other side's once shown. */
export const getOrderReviews = (orderId: number, signal?: AbortSignal): Promise<TOrderReviews> =>
  apiData(`/orders/${orderId}/reviews`, orderReviewsCheck, { signal });

export const orderReviewsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: reviewKeys.order(orderId),
    queryFn: ({ signal }) => getOrderReviews(orderId, signal),
  });

export const useOrderReviews = (orderId: number, enabled: boolean) =>
  useQuery({ ...orderReviewsQueryOptions(orderId), enabled });

/** POST /api/orders/:id/reviews. */
export const createReview = ({ orderId, ...review }: TCreateReview & { orderId: number }) =>
  apiData(`/orders/${orderId}/reviews`, orderReviewsCheck, { method: 'POST', body: review });

export const useCreateReview = (orderId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: TCreateReview) => createReview({ orderId, ...review }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(reviewKeys.order(orderId), answer);
      // Both reviews may now be shown: lists and averages elsewhere change with them.
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
};

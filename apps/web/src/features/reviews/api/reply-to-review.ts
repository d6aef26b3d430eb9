import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { reviewCheck } from '../../../lib/response-checks-reviews.generated.ts';
import { reviewKeys } from './review-keys.ts';

/** POST /api/reviews/:id/reply: the reviewed person's one public answer. */
export const replyToReview = ({ reviewId, reply }: { reviewId: number; reply: string }) =>
  apiData(`/reviews/${reviewId}/reply`, reviewCheck, { method: 'POST', body: { reply } });

export const useReplyToReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
};

import { zodResolver } from '@hookform/resolvers/zod';
import { CornerDownRight } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { REVIEW_REPLY_MAX, ZReviewReply, type TReview } from '@marketplace/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextareaField } from '../../../components/ui/field.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { applyServerFieldErrors, FORM_OPTIONS, fieldProps } from '../../../lib/form.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-more.ts';
import { useReplyToReview } from '../api/reply-to-review.ts';

type ReviewItemProps = {
  review: TReview;
  /** The viewer is the person reviewed: they may answer once it is shown. */
  canReply?: boolean;
  /** Name the order the review is about (lists of a person's reviews). */
  showOrder?: boolean;
  /** The name of the person reviewed, for the reply's heading. */
  revieweeName?: string;
};

/** One review: who wrote it, the stars, the words, and the reviewed person's reply. */
export const ReviewItem = ({ review, canReply, showOrder, revieweeName }: ReviewItemProps) => {
  const [replying, setReplying] = useState(false);
  const reviewer = `${review.reviewer.first_name} ${review.reviewer.last_name}`;
  return (
    <article className="flex flex-col gap-3" aria-label={reviewer}>
      <header className="flex items-start gap-3">
        <Avatar src={review.reviewer.avatar_url} name={review.reviewer.first_name} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 text-sm">
            <span className="font-medium text-slate-900">{reviewer}</span>
            <span className="text-xs text-slate-500">
              {S.reviews.ratedBy(review.reviewer_role)}
            </span>
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
            <StarRating rate={review.stars} />
            <time dateTime={review.published_at ?? review.created_at}>
              {formatDate(review.published_at ?? review.created_at)}
            </time>
            {showOrder ? (
              <span className="min-w-0 truncate">{S.reviews.forOrder(review.order_title)}</span>
            ) : null}
          </p>
        </div>
      </header>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
        {review.comment}
      </p>
      {review.reply ? (
        <div className="ml-4 flex gap-2 rounded-lg bg-slate-50 p-3 sm:ml-11">
          <CornerDownRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <div className="min-w-0">
            <p className="text-xs font-medium text-slate-600">
              {S.reviews.replyFrom(revieweeName ?? '')}
            </p>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
              {review.reply}
            </p>
          </div>
        </div>
      ) : canReply && review.published_at ? (
        replying ? (
          <ReplyForm reviewId={review.id} onDone={() => setReplying(false)} />
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="self-start sm:ml-11"
            onClick={() => setReplying(true)}
          >
            <CornerDownRight aria-hidden="true" className="size-4" />
            {S.reviews.reply}
          </Button>
        )
      ) : null}
    </article>
  );
};

const ReplyForm = ({ reviewId, onDone }: { reviewId: number; onDone: () => void }) => {
  const reply = useReplyToReview();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(ZReviewReply),
    defaultValues: { reply: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await reply.mutateAsync({ reviewId, reply: values.reply });
      notify.success(S.reviews.replied);
      onDone();
    } catch (error) {
      if (!isApiError(error)) setFormError(S.app.somethingWentWrong);
      else if (applyServerFieldErrors(form, error, ['reply']).length === 0)
        setFormError(error.message);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:ml-11">
      <TextareaField
        label={S.reviews.replyLabel}
        placeholder={S.reviews.replyPlaceholder}
        maxLength={REVIEW_REPLY_MAX}
        rows={3}
        autoFocus
        {...fieldProps(form, 'reply')}
      />
      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="secondary" size="sm" onClick={onDone}>
          {S.jobs.cancel}
        </Button>
        <Button
          type="submit"
          size="sm"
          loading={form.formState.isSubmitting}
          loadingText={S.reviews.replying}
        >
          {S.reviews.replySubmit}
        </Button>
      </div>
    </form>
  );
};

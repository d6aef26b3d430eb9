import { useState } from 'react';
import { REVIEW_REPLY_MAX, ZReviewReply } from '@marketplace/contract';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, FORM_OPTIONS, fieldProps } from '../../../lib/form.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-reviews.ts';
import { useReplyToReview } from '../api/reply-to-review.ts';

/**
 * The reviewed person's one public answer to a review. A module of its own, loaded when they
 * are about to reply (review-item.tsx): the pages that list reviews (a portfolio, a service)
 * draw without the forms library.
 */
export const ReplyForm = ({ reviewId, onDone }: { reviewId: number; onDone: () => void }) => {
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

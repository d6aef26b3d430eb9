import { useState } from 'react';
import { z } from 'zod/mini';
import { REVIEW_COMMENT_MAX, ZCreateReview } from '@marketplace/contract';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, FORM_OPTIONS, fieldProps } from '../../../lib/form.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-reviews.ts';
import { useCreateReview } from '../api/order-reviews.ts';
import { StarInput } from './star-input.tsx';

// Radio buttons hold text ("4"), and none chosen is null: both become the contract's number.
const ZReviewFields = z.extend(ZCreateReview, {
  stars: z.pipe(
    z.transform((value) => (value === null || value === '' ? undefined : Number(value))),
    ZCreateReview.shape.stars,
  ),
});

export const ReviewForm = ({ orderId }: { orderId: number }) => {
  const create = useCreateReview(orderId);
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(ZReviewFields),
    defaultValues: { stars: undefined, comment: '' },
  });
  const chosen = Number(form.watch('stars')) || undefined;

  const onSubmit = form.handleSubmit(async (review) => {
    setFormError(undefined);
    try {
      await create.mutateAsync(review);
      notify.success(S.reviews.posted);
    } catch (error) {
      if (!isApiError(error)) setFormError(S.app.somethingWentWrong);
      else if (applyServerFieldErrors(form, error, ['stars', 'comment']).length === 0)
        setFormError(error.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <StarInput
        registration={form.register('stars', { onChange: () => form.clearErrors('stars') })}
        value={chosen}
        error={form.formState.errors.stars?.message ?? undefined}
      />
      <TextareaField
        label={S.reviews.comment}
        placeholder={S.reviews.commentPlaceholder}
        maxLength={REVIEW_COMMENT_MAX}
        rows={4}
        {...fieldProps(form, 'comment')}
      />
      <FormError message={formError} />
      <Button
        type="submit"
        className="self-stretch sm:self-start"
        loading={form.formState.isSubmitting}
        loadingText={S.reviews.submitting}
      >
        {S.reviews.submit}
      </Button>
    </form>
  );
};

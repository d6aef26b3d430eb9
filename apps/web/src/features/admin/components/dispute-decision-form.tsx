import { useState } from 'react';
import {
  DISPUTE_OUTCOMES,
  ORDER_TEXT_MAX,
  ZResolveDispute,
  type TDisputeDetail,
  type TDisputeOutcome,
} from '@marketplace/contract';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField, TextareaField, TextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { FORM_OPTIONS, applyServerFieldErrors, fieldProps } from '../../../lib/form.ts';
import { formatMoney } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-admin.ts';
import { useResolveDispute } from '../api/admin-api.ts';

/** The admin's decision: where the escrow goes, and the words both sides receive. */
export const DisputeDecisionForm = ({ detail }: { detail: TDisputeDetail }) => {
  const resolve = useResolveDispute(detail.dispute.id);
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(ZResolveDispute),
    defaultValues: { outcome: 'release' as TDisputeOutcome, decision: '' },
  });
  const outcome = form.watch('outcome');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await resolve.mutateAsync({
        outcome: values.outcome,
        decision: values.decision,
        ...(values.outcome === 'split' ? { freelancer_amount: values.freelancer_amount } : {}),
      });
      notify.success(S.admin.decided);
    } catch (error) {
      if (!isApiError(error)) return setFormError(S.app.somethingWentWrong);
      const placed = applyServerFieldErrors(form, error, [
        'outcome',
        'freelancer_amount',
        'decision',
      ]);
      if (placed.length === 0) setFormError(error.message);
    }
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 text-base font-semibold text-slate-900">{S.admin.decide}</h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <SelectField label={S.admin.outcome} {...fieldProps(form, 'outcome')}>
          {DISPUTE_OUTCOMES.map((value) => (
            <option key={value} value={value}>
              {S.admin.outcomes[value]}
            </option>
          ))}
        </SelectField>
        {outcome === 'split' ? (
          <TextField
            label={S.admin.freelancerAmount(formatMoney(detail.order.price))}
            inputMode="decimal"
            {...fieldProps(form, 'freelancer_amount')}
            {...form.register('freelancer_amount', {
              setValueAs: (value: string) => (value.trim() === '' ? undefined : value),
            })}
          />
        ) : null}
        <TextareaField
          label={S.admin.decisionText}
          placeholder={S.admin.decisionPlaceholder}
          maxLength={ORDER_TEXT_MAX}
          {...fieldProps(form, 'decision')}
        />
        <FormError message={formError} />
        <Button
          type="submit"
          className="self-stretch sm:self-start"
          loading={form.formState.isSubmitting}
        >
          {S.admin.submitDecision}
        </Button>
      </form>
    </Card>
  );
};

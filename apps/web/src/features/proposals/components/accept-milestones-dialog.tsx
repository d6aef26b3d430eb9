import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { z } from 'zod/mini';
import {
  MILESTONE_MESSAGES,
  MILESTONE_TITLE_MAX,
  MILESTONES_MAX,
  milestoneSumMessage,
  toCents,
  toDollars,
  todayUtc,
  ZMilestoneInput,
  type TProposal,
} from '@marketplace/contract';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useFieldArray, useWatch } from '../../../lib/use-form-lists.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import {
  applyServerFieldErrors,
  FORM_OPTIONS,
  fieldProps,
  formErrorOf,
  useFocusFirstInvalid,
} from '../../../lib/form.ts';
import { S } from '../../../strings-orders.ts';

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => todayUtc(new Date(Date.now() + days * DAY_MS));

/** What the form checks before sending: each row, the dates, and that the amounts add up. */
const milestonesSchema = (bidCents: number) =>
  z
    .object({
      milestones: z.array(
        ZMilestoneInput.check(
          z.refine((milestone) => milestone.due_date >= todayUtc(), {
            message: MILESTONE_MESSAGES.dueDatePast,
            path: ['due_date'],
          }),
        ),
      ),
    })
    .check(
      z.superRefine(({ milestones }, context) => {
        const sumCents = milestones.reduce((sum, milestone) => sum + toCents(milestone.amount), 0);
        if (sumCents !== bidCents)
          context.addIssue({
            code: 'custom',
            message: milestoneSumMessage(sumCents, bidCents),
            path: ['milestones'],
          });
      }),
    );

/** The amount typed in a row, in cents; nothing when it is not a number yet. */
const typedCents = (text: string) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? toCents(value) : 0;
};

type AcceptMilestonesDialogProps = {
  proposal: TProposal;
  loading: boolean;
  /** Sends the accept; answers the error to show, or nothing when it went through. */
  onAccept: (milestones: z.output<typeof ZMilestoneInput>[]) => Promise<unknown>;
};

/**
 * 'Accept with milestones': the client splits the bid into parts (title, amount, due date),
 * two at first, up to ten. The running total says how far the amounts are from the bid; the
 * server checks the same rules again.
 */
export const AcceptMilestonesDialog = ({
  proposal,
  loading,
  onAccept,
}: AcceptMilestonesDialogProps) => {
  const bidCents = toCents(proposal.bid);
  const schema = useMemo(() => milestonesSchema(bidCents), [bidCents]);
  const half = Math.floor(bidCents / 2);
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(schema),
    defaultValues: {
      milestones: [
        { title: '', amount: String(toDollars(bidCents - half)), due_date: dayFromNow(7) },
        { title: '', amount: String(toDollars(half)), due_date: dayFromNow(14) },
      ],
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'milestones' });
  const typed = useWatch({ control: form.control, name: 'milestones' });
  const sumCents = typed.reduce((sum, row) => sum + typedCents(String(row.amount)), 0);
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const [formError, setFormError] = useState<string>();
  const errors = form.formState.errors.milestones;
  const sumError = errors?.root?.message ?? errors?.message;

  const onSubmit = form.handleSubmit(async ({ milestones }) => {
    setFormError(undefined);
    const error = await onAccept(milestones);
    if (error === undefined) return;
    const fields = typed.flatMap((_, index) =>
      (['title', 'amount', 'due_date'] as const).map(
        (name) => `milestones.${index}.${name}` as const,
      ),
    );
    const placed = isApiError(error) ? applyServerFieldErrors(form, error, fields) : [];
    if (isApiError(error) && error.fieldErrors.milestones) {
      form.setError('milestones', { type: 'server', message: error.fieldErrors.milestones });
      placed.push('milestones');
    }
    setFormError(formErrorOf(error, placed, S.app.somethingWentWrong));
  });

  return (
    <DialogContent
      title={S.milestones.dialogTitle}
      description={S.milestones.dialogDescription(proposal.job.title, formatMoney(proposal.bid))}
      size="lg"
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-0.5">
        <ol className="flex flex-col gap-4">
          {rows.fields.map((row, index) => (
            <li
              key={row.id}
              className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_7rem_9.5rem_auto] sm:items-start sm:border-0 sm:p-0"
            >
              <TextField
                label={S.milestones.title(index + 1)}
                placeholder={S.milestones.titlePlaceholder}
                maxLength={MILESTONE_TITLE_MAX}
                {...fieldProps(form, `milestones.${index}.title`)}
              />
              <TextField
                label={S.milestones.amount}
                inputMode="decimal"
                {...fieldProps(form, `milestones.${index}.amount`)}
              />
              <TextField
                label={S.milestones.dueDate}
                type="date"
                min={todayUtc()}
                {...fieldProps(form, `milestones.${index}.due_date`)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-end sm:mt-7"
                aria-label={S.milestones.remove(index + 1)}
                disabled={rows.fields.length <= 2}
                onClick={() => rows.remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={rows.fields.length >= MILESTONES_MAX}
            onClick={() => rows.append({ title: '', amount: '', due_date: dayFromNow(21) })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {S.milestones.add}
          </Button>
          <p className="text-sm text-slate-600" aria-live="polite">
            {S.milestones.total}{' '}
            <span
              className={
                sumCents === bidCents
                  ? 'font-semibold text-emerald-700'
                  : 'font-semibold text-slate-900'
              }
            >
              {S.milestones.totalOf(formatMoney(toDollars(sumCents)), formatMoney(proposal.bid))}
            </span>
          </p>
        </div>
        {sumError ? (
          <p role="alert" className="text-sm text-rose-600">
            {sumError}
          </p>
        ) : null}
        <FormError message={formError} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{S.jobs.cancel}</Button>
          </DialogClose>
          <Button type="submit" loading={loading}>
            {S.milestones.submit}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
};

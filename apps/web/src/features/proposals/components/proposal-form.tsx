import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  bidBelowBudgetMessage,
  computeFee,
  COVER_LETTER_MAX,
  PROPOSAL_DURATIONS,
  PROPOSAL_SUBMIT_DELAY_MS,
  toCents,
  toDollars,
  ZCreateProposal,
} from '@marketplace/contract';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField, TextareaField, TextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useFocusFirstInvalid } from '../../../lib/form.ts';
import { formatMoney } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { S as JOBS_TEXT } from '../../../strings-jobs.ts';
import { S } from '../../../strings-proposals.ts';
import { useCreateProposal } from '../api/create-proposal.ts';

type Field = 'bid' | 'duration' | 'cover_letter';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Bid, fee, duration and cover letter for one job. SPEC.md section 9: on Send the form shows
 * 'Submiting...' and checks its fields after a fixed 3-second wait; the fee maths is the
 * contract's, in cents, as the server stores it.
 */
export const ProposalForm = ({ jobId, budget }: { jobId: number; budget: number }) => {
  const navigate = useNavigate();
  const create = useCreateProposal();
  const [bid, setBid] = useState(String(budget));
  const [duration, setDuration] = useState('');
  const [coverLetter, setCoverLetter] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [refusals, setRefusals] = useState(0);
  const formRef = useFocusFirstInvalid(refusals);

  const bidCents = Number.isFinite(Number(bid)) && Number(bid) > 0 ? toCents(Number(bid)) : 0;
  const { feeCents, receiveCents } = computeFee(bidCents);
  const clear = (field: Field) => () =>
    setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFormError(undefined);
    try {
      await wait(PROPOSAL_SUBMIT_DELAY_MS);
      const parsed = ZCreateProposal.safeParse({
        bid,
        duration,
        cover_letter: coverLetter,
        job_post_id: jobId,
      });
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error?.issues ?? [])
        found[String(issue.path[0]) as Field] ??= issue.message;
      if (parsed.success && parsed.data.bid < budget) found.bid = bidBelowBudgetMessage(budget);
      if (!parsed.success || found.bid) {
        setErrors(found);
        setRefusals((count) => count + 1);
        return;
      }
      await create.mutateAsync(parsed.data);
      notify.success(S.proposalFlow.sent);
      navigate('/proposals/');
    } catch (error) {
      // SPEC section 8: a failed proposal shows its error in the form.
      if (isApiError(error)) {
        setErrors(error.fieldErrors);
        setRefusals((count) => count + 1);
        if (Object.keys(error.fieldErrors).length === 0) setFormError(error.message);
      } else {
        setFormError(S.app.somethingWentWrong);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-6"
    >
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{S.proposalFlow.terms}</h2>
        <FormError message={formError} />
        <TextField
          label={S.proposalFlow.bid}
          type="number"
          inputMode="decimal"
          min={budget}
          step="0.01"
          value={bid}
          onChange={(event) => setBid(event.target.value)}
          onFocus={clear('bid')}
          error={errors.bid}
          hint={S.proposalFlow.bidHint(formatMoney(budget))}
        />
        <dl className="grid gap-3 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-2">
          <div className="flex justify-between gap-3 sm:flex-col">
            <dt className="text-slate-500">{S.proposalFlow.serviceFee}</dt>
            <dd className="font-semibold text-slate-900" data-testid="service-fee">
              {formatMoney(toDollars(feeCents))}
            </dd>
          </div>
          <div className="flex justify-between gap-3 sm:flex-col">
            <dt className="text-slate-500">{JOBS_TEXT.jobs.youllReceive}</dt>
            <dd className="font-semibold text-emerald-700" data-testid="you-receive">
              {formatMoney(toDollars(receiveCents))}
            </dd>
          </div>
        </dl>
        <SelectField
          label={S.proposalFlow.duration}
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
          onFocus={clear('duration')}
          error={errors.duration}
        >
          <option value="">{S.proposalFlow.chooseDuration}</option>
          {PROPOSAL_DURATIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <TextareaField
          label={S.proposalFlow.coverLetter}
          value={coverLetter}
          maxLength={COVER_LETTER_MAX}
          placeholder={S.proposalFlow.coverLetterPlaceholder}
          onChange={(event) => setCoverLetter(event.target.value)}
          onFocus={clear('cover_letter')}
          error={errors.cover_letter}
          hint={S.proposalFlow.characters(coverLetter.length, COVER_LETTER_MAX)}
        />
      </Card>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={`/job/${jobId}`} className={buttonClass({ variant: 'secondary' })}>
          {S.jobs.cancel}
        </Link>
        <Button type="submit" loading={sending}>
          {JOBS_TEXT.jobs.send}
        </Button>
      </div>
    </form>
  );
};

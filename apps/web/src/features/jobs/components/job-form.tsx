import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  JOB_DESCRIPTION_MAX,
  JOB_LEVELS,
  JOB_SIZES,
  JOB_TITLE_MAX,
  type TJob,
  type TJobFile,
} from '@marketplace/contract';
import { useForm } from '../../../lib/use-form.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextareaField, TextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError, type ApiError } from '../../../lib/api-client.ts';
import {
  applyServerFieldErrors,
  fieldProps,
  FORM_OPTIONS,
  formErrorOf,
  resolverOnIntent,
  useFocusFirstInvalid,
} from '../../../lib/form.ts';
import { notify, notifyErrorsInSequence } from '../../../lib/toast.ts';
import { S } from '../../../strings-jobs.ts';
import { useCreateJob } from '../api/create-job.ts';
import { useUpdateJob } from '../api/update-job.ts';
import type { JobFormInput, JobFormOutput } from '../job-form-checks.ts';
import { addJobFiles } from '../job-files.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { JobFilesField } from './job-files-field.tsx';
import { SkillPicker } from './skill-picker.tsx';

/** SPEC.md section 9: after a job is created or updated, /my_jobs follows 2 seconds later. */
export const REDIRECT_AFTER_JOB_SAVE_MS = 2000;

const jobFormChecks = resolverOnIntent(() =>
  import('../job-form-checks.ts').then((module) => module.jobFormResolver),
);

const FIELDS = [
  'title',
  'description',
  'skills',
  'level',
  'size',
  'budjet',
  'time',
  'expected_delivery_time',
] as const;

/** Where the server reports a refused attachment. */
const fileErrorOf = (error: ApiError): string | undefined =>
  error.fieldErrors.files ??
  error.fieldErrors.file_ids ??
  error.fieldErrors.removed_file_ids ??
  (error.status === 413 || error.status === 415 ? error.message : undefined);

const defaultValuesOf = (job?: TJob): Partial<JobFormInput> => ({
  title: job?.title ?? '',
  description: job?.description ?? '',
  skills: job?.categories.map((category) => category.name) ?? [],
  level: job?.level,
  size: job?.size,
  budjet: job ? String(job.budjet) : '',
  time: job?.time ?? '',
  expected_delivery_time: job ? String(job.expected_delivery_time) : '',
});

/**
 * The job post form: creates a job, or edits `job` (SPEC.md section 2 keeps the heading
 * 'Create Job Post' and the button 'Create' on the edit screen; it says 'Update' instead, see
 * strings.ts). Errors show under their fields and
 * clear on focus; success toasts, then goes to /my_jobs after REDIRECT_AFTER_JOB_SAVE_MS.
 */
export const JobForm = ({ job }: { job?: TJob }) => {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number>();
  const create = useCreateJob(setProgress);
  const update = useUpdateJob(setProgress);
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string>();
  const form = useForm<JobFormInput, JobFormOutput>({
    ...FORM_OPTIONS,
    resolver: jobFormChecks.resolver,
    defaultValues: defaultValuesOf(job),
  });

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void navigate('/my_jobs'), REDIRECT_AFTER_JOB_SAVE_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const kept: TJobFile[] =
    job?.illustrative_files.filter((file) => !removed.includes(file.id)) ?? [];

  const onSubmit = form.handleSubmit(async (values) => {
    setFilesError(undefined);
    setFormError(undefined);
    setProgress(0);
    const input = { ...values, files, removedFileIds: removed };
    try {
      if (job) await update.mutateAsync({ id: job.id, input });
      else await create.mutateAsync(input);
      notify.success(job ? S.jobs.jobUpdated : S.jobs.jobCreated);
      setSaved(true);
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(S.app.somethingWentWrong);
        notify.error(S.app.somethingWentWrong);
        return;
      }
      const placed = applyServerFieldErrors(form, error, FIELDS);
      const fileError = fileErrorOf(error);
      setFilesError(fileError);
      // Toasts fade; the form keeps what went wrong until the next try (issue 15).
      setFormError(formErrorOf(error, fileError ? [...placed, 'files'] : placed, error.message));
      // SPEC.md section 8: creation shows the response's message, an update its messages.
      if (job) notifyErrorsInSequence(error.messages);
      else notify.error(error.message);
    } finally {
      setProgress(undefined);
    }
  });

  // The button keeps 'Submiting...' until the redirect, so the job cannot be sent twice.
  const busy = form.formState.isSubmitting || saved;
  const skills = form.watch('skills');
  const descriptionError = form.formState.errors.description?.message;
  const formRef = useFocusFirstInvalid(form.formState.submitCount);

  return (
    <form
      ref={formRef}
      {...jobFormChecks.formProps}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-6"
    >
      <FormError message={formError} />
      <Card className="flex flex-col gap-6 p-5 sm:p-6">
        <TextField
          label={S.jobBoard.title}
          placeholder={S.jobBoard.titlePlaceholder}
          maxLength={JOB_TITLE_MAX}
          {...fieldProps(form, 'title')}
        />
        <SkillPicker
          skills={skills}
          onChange={(next) => form.setValue('skills', next)}
          error={form.formState.errors.skills?.message}
          onFocus={() => form.clearErrors('skills')}
          disabled={busy}
        />
        <ChoiceGroup
          legend={S.jobBoard.size}
          options={JOB_SIZES}
          registration={form.register('size')}
          value={form.watch('size')}
          error={form.formState.errors.size?.message}
          onFocus={() => form.clearErrors('size')}
        />
        <ChoiceGroup
          legend={S.jobBoard.level}
          options={JOB_LEVELS}
          registration={form.register('level')}
          value={form.watch('level')}
          error={form.formState.errors.level?.message}
          onFocus={() => form.clearErrors('level')}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            label={S.jobBoard.price}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            placeholder="0.00"
            hint={S.jobBoard.priceHint}
            {...fieldProps(form, 'budjet')}
          />
          <TextField
            label={S.jobBoard.deliveryDays}
            inputMode="numeric"
            placeholder={S.jobBoard.deliveryPlaceholder}
            hint={S.jobBoard.deliveryHint}
            {...fieldProps(form, 'expected_delivery_time')}
          />
        </div>
        <TextField
          label={S.jobBoard.time}
          placeholder={S.jobBoard.timePlaceholder}
          maxLength={100}
          {...fieldProps(form, 'time')}
        />
        <TextareaField
          label={S.jobBoard.description}
          placeholder={S.jobBoard.descriptionPlaceholder}
          maxLength={JOB_DESCRIPTION_MAX}
          error={descriptionError}
          {...form.register('description')}
          onFocus={() => form.clearErrors('description')}
        />
        <JobFilesField
          kept={kept}
          onRemoveKept={(file) => setRemoved((current) => [...current, file.id])}
          files={files}
          onAdd={(added) => {
            const next = addJobFiles(files, added, kept.length);
            setFiles(next.files);
            setFilesError(next.error);
          }}
          onRemove={(index) => {
            setFilesError(undefined);
            setFiles((current) => current.filter((_, i) => i !== index));
          }}
          error={filesError}
          progress={form.formState.isSubmitting ? progress : undefined}
          disabled={busy}
        />
      </Card>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/home" className={buttonClass({ variant: 'secondary' })}>
          {S.jobs.cancel}
        </Link>
        <Button type="submit" loading={busy} className="sm:min-w-32">
          {job ? S.jobs.update : S.jobs.create}
        </Button>
      </div>
    </form>
  );
};

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { SERVICE_DESCRIPTION_MAX, SERVICE_TITLE_MAX, ZCreateProject } from '@marketplace/contract';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField, TextareaField } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { FORM_OPTIONS, applyServerFieldErrors, fieldProps } from '../../../lib/form.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings.ts';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { useCreateProject } from '../api/create-project.ts';
import { SkillsInput } from './skills-input.tsx';

/** The text fields and skills; the pictures travel apart, uploaded before the project. */
const ZProjectFields = ZCreateProject.omit({ images: true });
const FIELDS = ['title', 'description', 'skills'] as const;

/** /create_project and /create_portfolio/: Title, Add Skills, Add Images, Description. */
export const CreateProjectForm = () => {
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const [imagesError, setImagesError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const create = useCreateProject(setProgress);
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(ZProjectFields),
    defaultValues: { title: '', description: '', skills: [] as string[] },
  });
  const skills = form.watch('skills') ?? [];

  const onSubmit = form.handleSubmit(async (values) => {
    setImagesError(undefined);
    setProgress(0);
    try {
      await create.mutateAsync({ ...values, files });
      // SPEC section 8: creating a project shows the same toast as creating a service.
      notify.success(S.services.serviceCreated);
      void navigate('/portfolio');
    } catch (error) {
      if (isApiError(error)) {
        applyServerFieldErrors(form, error, FIELDS);
        if (error.fieldErrors.images) setImagesError(error.fieldErrors.images);
        else if (error.status === 413 || error.status === 415) setImagesError(error.message);
      }
      notify.error(S.app.somethingWentWrong);
    } finally {
      setProgress(undefined);
    }
  });

  const sending = form.formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <TextField
          label={S.services.title}
          placeholder={S.portfolio.titlePlaceholder}
          maxLength={SERVICE_TITLE_MAX}
          {...fieldProps(form, 'title')}
        />
        <SkillsInput
          label={S.portfolio.addSkills}
          skills={skills}
          onChange={(next) => form.setValue('skills', next)}
          error={form.formState.errors.skills?.message}
          onFocus={() => form.clearErrors('skills')}
          disabled={sending}
        />
        <ImagePicker
          label={S.portfolio.addImages}
          files={files}
          onChange={(next) => {
            setImagesError(undefined);
            setFiles(next);
          }}
          progress={sending && files.length ? progress : undefined}
          error={imagesError}
          disabled={sending}
        />
        <TextareaField
          label={S.services.description}
          placeholder={S.portfolio.descriptionPlaceholder}
          maxLength={SERVICE_DESCRIPTION_MAX}
          {...fieldProps(form, 'description')}
        />
      </Card>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/portfolio" className={buttonClass({ variant: 'secondary' })}>
          {S.jobs.cancel}
        </Link>
        <Button type="submit" loading={sending}>
          {S.portfolio.createProject}
        </Button>
      </div>
    </form>
  );
};

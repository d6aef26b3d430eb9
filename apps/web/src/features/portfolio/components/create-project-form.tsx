import { SERVICE_DESCRIPTION_MAX, SERVICE_TITLE_MAX } from '@marketplace/contract';
import { useForm } from '../../../lib/use-form.ts';
import { CardForm } from '../../../components/form/card-form.tsx';
import { useCreateWithImages } from '../../../components/form/use-create-with-images.ts';
import { TextField, TextareaField } from '../../../components/ui/field.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import {
  FORM_OPTIONS,
  fieldProps,
  resolverOnIntent,
  useFocusFirstInvalid,
} from '../../../lib/form.ts';
import { S } from '../../../strings-portfolio.ts';
import { useCreateProject } from '../api/create-project.ts';
import { SkillsInput } from './skills-input.tsx';

/** The text fields and skills; the pictures travel apart, uploaded before the project. */
const projectFieldsChecks = resolverOnIntent(() =>
  import('../project-fields-checks.ts').then((module) => module.projectFieldsResolver),
);
const FIELDS = ['title', 'description', 'skills'] as const;

/** /create_project and /create_portfolio/: Title, Add Skills, Add Images, Description. */
export const CreateProjectForm = () => {
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: projectFieldsChecks.resolver,
    defaultValues: { title: '', description: '', skills: [] as string[] },
  });
  const upload = useCreateWithImages({
    form,
    fields: FIELDS,
    doneTo: '/portfolio',
    // SPEC section 8: creating a project shows the same toast as creating a service.
    doneMessage: S.services.serviceCreated,
  });
  const create = useCreateProject(upload.setProgress);
  const skills = form.watch('skills') ?? [];

  const onSubmit = form.handleSubmit((values) =>
    upload.submit((files) => create.mutateAsync({ ...values, files })),
  );

  const formRef = useFocusFirstInvalid(form.formState.submitCount);

  return (
    <CardForm
      formRef={formRef}
      intentProps={projectFieldsChecks.formProps}
      onSubmit={onSubmit}
      cancelTo="/portfolio"
      submitLabel={S.portfolio.createProject}
      sending={upload.sending}
      error={upload.formError}
    >
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
        disabled={upload.sending}
      />
      <ImagePicker label={S.portfolio.addImages} {...upload.picker} />
      <TextareaField
        label={S.services.description}
        placeholder={S.portfolio.descriptionPlaceholder}
        maxLength={SERVICE_DESCRIPTION_MAX}
        {...fieldProps(form, 'description')}
      />
    </CardForm>
  );
};

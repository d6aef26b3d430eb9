import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import type { fieldProps, IntentProps } from '../../../lib/form.ts';
import { S } from '../../../strings-profile.ts';

type ProfileFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's checks load on intent (resolverOnIntent). */
  intentProps: IntentProps;
  formError: string | undefined;
  saving: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
};

/** The frame of both profile forms: the banner, the fields, the submit button. */
export const ProfileForm = ({
  onSubmit,
  intentProps,
  formError,
  saving,
  submitLabel,
  children,
}: ProfileFormProps) => (
  <form {...intentProps} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
    <FormError message={formError} />
    {children}
    <div className="flex justify-end">
      <Button type="submit" loading={saving} className="min-w-28">
        {submitLabel}
      </Button>
    </div>
  </form>
);

type NameField = 'first_name' | 'last_name' | 'username';

/** First and last name side by side, then the username: the top of both profile forms. */
export const NameFields = ({
  field,
}: {
  field: (name: NameField) => ReturnType<typeof fieldProps>;
}) => (
  <>
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={S.profile.firstName} autoComplete="given-name" {...field('first_name')} />
      <TextField label={S.profile.lastName} autoComplete="family-name" {...field('last_name')} />
    </div>
    <TextField
      label={S.profile.username}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      {...field('username')}
    />
  </>
);

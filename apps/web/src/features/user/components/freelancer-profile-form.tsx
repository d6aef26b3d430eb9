import type { TUser } from '@marketplace/contract';
import { useForm } from '../../../lib/use-form.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { FORM_OPTIONS, fieldProps, resolverOnIntent } from '../../../lib/form.ts';
import { S } from '../../../strings-profile.ts';
import { useProfileUpdate } from '../use-profile-update.ts';
import { NameFields, ProfileForm } from './profile-form-parts.tsx';

const freelancerProfileChecks = resolverOnIntent(() =>
  import('../account-settings-checks.ts').then((module) => module.freelancerProfileResolver),
);
const FIELDS = ['first_name', 'last_name', 'username'] as const;

const toFormValues = (user: TUser) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  username: user.username,
});

/** First name, last name, username and the read-only email (SPEC.md section 2, /profile). */
export const FreelancerProfileForm = ({ user }: { user: TUser }) => {
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: freelancerProfileChecks.resolver,
    defaultValues: toFormValues(user),
  });
  const { save, formError, saving } = useProfileUpdate(form, FIELDS, toFormValues);

  return (
    <ProfileForm
      onSubmit={form.handleSubmit(save)}
      intentProps={freelancerProfileChecks.formProps}
      formError={formError}
      saving={saving}
      submitLabel={S.profile.save}
    >
      <NameFields field={(name) => fieldProps(form, name)} />
      <TextField
        label={S.profile.email}
        type="email"
        value={user.email ?? ''}
        readOnly
        hint={S.profile.emailReadOnly}
      />
    </ProfileForm>
  );
};

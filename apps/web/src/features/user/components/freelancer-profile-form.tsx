import { zodResolver } from '@hookform/resolvers/zod';
import { ZUpdateUser, type TUser } from '@marketplace/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { TextField } from '../../../components/ui/field.tsx';
import { FORM_OPTIONS, fieldProps } from '../../../lib/form.ts';
import { S } from '../../../strings-more.ts';
import { useProfileUpdate } from '../use-profile-update.ts';
import { NameFields, ProfileForm } from './profile-form-parts.tsx';

const ZFreelancerProfile = z.pick(ZUpdateUser, {
  first_name: true,
  last_name: true,
  username: true,
});
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
    resolver: zodResolver(ZFreelancerProfile),
    defaultValues: toFormValues(user),
  });
  const { save, formError, saving } = useProfileUpdate(form, FIELDS, toFormValues);

  return (
    <ProfileForm
      onSubmit={form.handleSubmit(save)}
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

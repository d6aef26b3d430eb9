import { GENDERS, type TUser } from '@marketplace/contract';
import { useForm } from '../../../lib/use-form.ts';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { FORM_OPTIONS, fieldProps, resolverOnIntent } from '../../../lib/form.ts';
import { S } from '../../../strings-profile.ts';
import type { ClientProfileValues } from '../account-settings-checks.ts';
import { useProfileUpdate } from '../use-profile-update.ts';
import { NameFields, ProfileForm } from './profile-form-parts.tsx';

const clientProfileChecks = resolverOnIntent(() =>
  import('../account-settings-checks.ts').then((module) => module.clientProfileResolver),
);
const FIELDS = ['first_name', 'last_name', 'username', 'telephone', 'country', 'gender'] as const;

// '' where the API means "not set" (null): see ClientProfileValues.
const toFormValues = (user: TUser): ClientProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  username: user.username,
  telephone: user.telephone ?? '',
  country: user.country ?? '',
  gender: user.gender ?? '',
});

/** The client's 'Edit Profile' tab with its 'Update' button. */
export const ClientProfileForm = ({ user }: { user: TUser }) => {
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: clientProfileChecks.resolver,
    defaultValues: toFormValues(user),
  });
  const { save, formError, saving } = useProfileUpdate(form, FIELDS, toFormValues);

  const onSubmit = form.handleSubmit((values) =>
    save({
      ...values,
      telephone: values.telephone || null,
      country: values.country || null,
      gender: values.gender || null,
    }),
  );

  return (
    <ProfileForm
      onSubmit={onSubmit}
      intentProps={clientProfileChecks.formProps}
      formError={formError}
      saving={saving}
      submitLabel={S.profile.update}
    >
      <NameFields field={(name) => fieldProps(form, name)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={S.profile.telephone}
          type="tel"
          autoComplete="tel"
          {...fieldProps(form, 'telephone')}
        />
        <TextField
          label={S.profile.country}
          autoComplete="country-name"
          {...fieldProps(form, 'country')}
        />
      </div>
      <SelectField label={S.profile.gender} {...fieldProps(form, 'gender')}>
        <option value="">{S.profile.genderUnset}</option>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {S.profile.genders[gender]}
          </option>
        ))}
      </SelectField>
    </ProfileForm>
  );
};

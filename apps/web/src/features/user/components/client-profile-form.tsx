import { zodResolver } from '@hookform/resolvers/zod';
import { GENDERS, ZUpdateUser, type TUser } from '@marketplace/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { FORM_OPTIONS, applyServerFieldErrors, fieldProps } from '../../../lib/form.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings.ts';
import { useUpdateUser } from '../api/update-user.ts';

// A select and empty inputs give '' where the API means "not set" (null).
const ZClientProfile = ZUpdateUser.extend({
  gender: z.union([ZUpdateUser.shape.gender, z.literal('')]),
});
const FIELDS = ['first_name', 'last_name', 'username', 'telephone', 'country', 'gender'] as const;

const toFormValues = (user: TUser): z.input<typeof ZClientProfile> => ({
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
    resolver: zodResolver(ZClientProfile),
    defaultValues: toFormValues(user),
  });
  const update = useUpdateUser();
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    update.mutate(
      {
        ...values,
        telephone: values.telephone || null,
        country: values.country || null,
        gender: values.gender || null,
      },
      {
        onSuccess: (saved) => {
          form.reset(toFormValues(saved));
          notify.success(S.profile.userInfoChanged);
        },
        onError: (error) => {
          if (isApiError(error)) applyServerFieldErrors(form, error, FIELDS);
          setFormError(error.message);
          notify.error(error.message);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormError message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={S.profile.firstName}
          autoComplete="given-name"
          {...fieldProps(form, 'first_name')}
        />
        <TextField
          label={S.profile.lastName}
          autoComplete="family-name"
          {...fieldProps(form, 'last_name')}
        />
      </div>
      <TextField
        label={S.profile.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...fieldProps(form, 'username')}
      />
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
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending} className="min-w-28">
          {S.profile.update}
        </Button>
      </div>
    </form>
  );
};

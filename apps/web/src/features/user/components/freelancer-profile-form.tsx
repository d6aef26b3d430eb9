import { zodResolver } from '@hookform/resolvers/zod';
import { ZUpdateUser, type TUser } from '@marketplace/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { FORM_OPTIONS, applyServerFieldErrors, fieldProps } from '../../../lib/form.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings.ts';
import { useUpdateUser } from '../api/update-user.ts';

const ZFreelancerProfile = ZUpdateUser.pick({ first_name: true, last_name: true, username: true });
const FIELDS = ['first_name', 'last_name', 'username'] as const;

/** First name, last name, username and the read-only email (SPEC.md section 2, /profile). */
export const FreelancerProfileForm = ({ user }: { user: TUser }) => {
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(ZFreelancerProfile),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      username: user.username,
    },
  });
  const update = useUpdateUser();
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({
          first_name: saved.first_name,
          last_name: saved.last_name,
          username: saved.username,
        });
        notify.success(S.profile.userInfoChanged);
      },
      onError: (error) => {
        if (isApiError(error)) applyServerFieldErrors(form, error, FIELDS);
        setFormError(error.message);
        notify.error(error.message);
      },
    });
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
      <TextField
        label={S.profile.email}
        type="email"
        value={user.email ?? ''}
        readOnly
        hint={S.profile.emailReadOnly}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending} className="min-w-28">
          {S.profile.save}
        </Button>
      </div>
    </form>
  );
};

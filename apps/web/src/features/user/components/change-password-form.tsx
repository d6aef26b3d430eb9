import { useState } from 'react';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import {
  FORM_OPTIONS,
  applyServerFieldErrors,
  fieldProps,
  resolverOnIntent,
} from '../../../lib/form.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-profile.ts';
import { useChangePassword } from '../api/change-password.ts';

const changePasswordChecks = resolverOnIntent(() =>
  import('../account-settings-checks.ts').then((module) => module.changePasswordResolver),
);

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

export const ChangePasswordForm = () => {
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: changePasswordChecks.resolver,
    defaultValues: EMPTY,
  });
  const change = useChangePassword();
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        notify.success(S.profile.passwordChanged);
      },
      onError: (error) => {
        const placed = isApiError(error) ? applyServerFieldErrors(form, error, FIELDS) : [];
        // Field messages sit under their fields; anything else gets the banner.
        if (placed.length === 0) setFormError(error.message);
        notify.error(error.message);
      },
    });
  });

  return (
    <form
      {...changePasswordChecks.formProps}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
    >
      <FormError message={formError} />
      <TextField
        label={S.profile.currentPassword}
        type="password"
        autoComplete="current-password"
        {...fieldProps(form, 'current_password')}
      />
      <TextField
        label={S.profile.newPassword}
        type="password"
        autoComplete="new-password"
        hint={S.profile.changePasswordHint}
        {...fieldProps(form, 'new_password')}
      />
      <TextField
        label={S.profile.confirmNewPassword}
        type="password"
        autoComplete="new-password"
        {...fieldProps(form, 'confirm_password')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={change.isPending}>
          {S.profile.changePassword}
        </Button>
      </div>
    </form>
  );
};

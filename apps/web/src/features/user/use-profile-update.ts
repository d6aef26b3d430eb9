import { useState } from 'react';
import type { TUpdateUser, TUser } from '@marketplace/contract';
import type { FieldValues, Path, UseFormReturn } from '../../lib/use-form.ts';
import { isApiError } from '../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { S } from '../../strings-profile.ts';
import { useUpdateUser } from './api/update-user.ts';

/**
 * Saves a profile form: the form then shows what the server stored; a refusal puts its
 * messages under the fields and in the banner.
 */
export const useProfileUpdate = <T extends FieldValues, O>(
  form: UseFormReturn<T, O>,
  fields: readonly Path<T>[],
  toFormValues: (user: TUser) => T,
) => {
  const update = useUpdateUser();
  const [formError, setFormError] = useState<string>();

  const save = (input: TUpdateUser) => {
    setFormError(undefined);
    update.mutate(input, {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        notify.success(S.profile.userInfoChanged);
      },
      onError: (error) => {
        if (isApiError(error)) applyServerFieldErrors(form, error, fields);
        setFormError(error.message);
        notify.error(error.message);
      },
    });
  };

  return { save, formError, saving: update.isPending };
};

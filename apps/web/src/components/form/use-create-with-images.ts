import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FieldValues, Path, UseFormReturn } from '../../lib/use-form.ts';
import { isApiError } from '../../lib/api-client.ts';
import { applyServerFieldErrors, formErrorOf } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { S } from '../../strings.ts';

type CreateWithImagesOptions<T extends FieldValues, O> = {
  form: UseFormReturn<T, O>;
  /** The fields that can carry a server message. */
  fields: readonly Path<T>[];
  /** Where to go once it is created (the same page Cancel leads to). */
  doneTo: string;
  doneMessage: string;
};

/**
 * A create form whose pictures upload before the record: the chosen files, the upload's
 * progress, and a submit that explains each refusal beside what it refuses.
 */
export const useCreateWithImages = <T extends FieldValues, O>({
  form,
  fields,
  doneTo,
  doneMessage,
}: CreateWithImagesOptions<T, O>) => {
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const [imagesError, setImagesError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [formError, setFormError] = useState<string>();

  /** Sends the record with the chosen pictures. */
  const submit = async (create: (files: File[]) => Promise<unknown>) => {
    setImagesError(undefined);
    setFormError(undefined);
    setProgress(0);
    try {
      await create(files);
      notify.success(doneMessage);
      void navigate(doneTo);
    } catch (error) {
      const placed: string[] = [];
      if (isApiError(error)) {
        placed.push(...applyServerFieldErrors(form, error, fields));
        // A refused picture (too large, not an image) is explained beside the pictures.
        const imageError =
          error.fieldErrors.images ??
          (error.status === 413 || error.status === 415 ? error.message : undefined);
        setImagesError(imageError);
        if (imageError) placed.push('images');
      }
      // The toast stays SPEC's; the form keeps the reason until the next try (issue 15).
      const reason = formErrorOf(error, placed, S.app.somethingWentWrong);
      setFormError(reason);
      notify.error(
        S.app.somethingWentWrong,
        undefined,
        reason === S.app.somethingWentWrong ? undefined : reason,
      );
    } finally {
      setProgress(undefined);
    }
  };

  const sending = form.formState.isSubmitting;

  /** The props of the form's ImagePicker. */
  const picker = {
    files,
    onChange: (next: File[]) => {
      setImagesError(undefined);
      setFiles(next);
    },
    progress: sending && files.length ? progress : undefined,
    error: imagesError,
    disabled: sending,
  };

  return { submit, setProgress, picker, sending, formError };
};

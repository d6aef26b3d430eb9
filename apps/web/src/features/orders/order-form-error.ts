import { isApiError } from '../../lib/api-client.ts';
import { S } from '../../strings.ts';

/**
 * Where a failed order form's error belongs: under its text field, under the files picker
 * (a bad file, too large, wrong type), or at the top of the form.
 */
export const routeOrderFormError = (
  error: unknown,
  field: string,
  show: {
    field: (message: string) => void;
    files: (message: string) => void;
    form: (message: string) => void;
  },
) => {
  if (!isApiError(error)) return show.form(S.app.somethingWentWrong);
  const fieldMessage = error.fieldErrors[field];
  if (fieldMessage) return show.field(fieldMessage);
  if (error.fieldErrors.file_ids) return show.files(error.fieldErrors.file_ids);
  if (error.status === 413 || error.status === 415) return show.files(error.message);
  show.form(error.message);
};

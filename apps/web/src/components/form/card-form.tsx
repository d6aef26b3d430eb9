import type { FormEventHandler, ReactNode, Ref } from 'react';
import type { IntentProps } from '../../lib/form.ts';
import { Link } from 'react-router';
import { S } from '../../strings.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { FormError } from '../ui/form-error.tsx';

type CardFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's checks load on intent (resolverOnIntent). */
  intentProps: IntentProps;
  /** The page Cancel leads back to. */
  cancelTo: string;
  submitLabel: ReactNode;
  sending: boolean;
  /** Why the last submit failed, when no single field says it; shown above the fields. */
  error?: string;
  children: ReactNode;
  /** From useFocusFirstInvalid: a refused submit focuses the first invalid field. */
  formRef?: Ref<HTMLFormElement>;
};

/** A page form: its fields on a card, then Cancel and the submit button. */
export const CardForm = ({
  onSubmit,
  intentProps,
  cancelTo,
  submitLabel,
  sending,
  error,
  children,
  formRef,
}: CardFormProps) => (
  <form
    ref={formRef}
    {...intentProps}
    onSubmit={onSubmit}
    noValidate
    className="flex flex-col gap-6"
  >
    <FormError message={error} />
    <Card className="flex flex-col gap-5 p-5 sm:p-6">{children}</Card>
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Link to={cancelTo} className={buttonClass({ variant: 'secondary' })}>
        {S.jobs.cancel}
      </Link>
      <Button type="submit" loading={sending}>
        {submitLabel}
      </Button>
    </div>
  </form>
);

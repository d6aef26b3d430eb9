import { CreditCard, Lock } from 'lucide-react';
import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/field.tsx';
import { S } from '../../../strings-money.ts';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

type CardFieldsProps = {
  cardNumber: FieldProps;
  expiry: FieldProps;
  cvc: FieldProps;
  disabled?: boolean;
};

/** Card number, expiry and CVC, as the payment provider takes them. */
export const CardFields = ({ cardNumber, expiry, cvc, disabled }: CardFieldsProps) => (
  <fieldset disabled={disabled} className="flex min-w-0 flex-col gap-4">
    <legend className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
      <CreditCard aria-hidden="true" className="size-5 text-violet-700" />
      {S.payment.heading}
    </legend>
    <TextField
      label={S.payment.cardNumber}
      inputMode="numeric"
      autoComplete="cc-number"
      placeholder="4242 4242 4242 4242"
      maxLength={23}
      {...cardNumber}
    />
    <div className="grid grid-cols-2 gap-4">
      <TextField
        label={S.payment.expiry}
        autoComplete="cc-exp"
        placeholder="MM/YY"
        maxLength={7}
        {...expiry}
      />
      <TextField
        label={S.payment.cvc}
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        {...cvc}
      />
    </div>
    <p className="flex items-center gap-1.5 text-xs text-slate-500">
      <Lock aria-hidden="true" className="size-3.5" />
      {S.payment.secure}
    </p>
  </fieldset>
);

import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { S } from '../../../strings-money.ts';

type ConfirmPaymentStepProps = {
  amount: string;
  loading: boolean;
  onConfirm: () => void;
};

/** The second step some cards ask for: nothing is charged until the buyer confirms. */
export const ConfirmPaymentStep = ({ amount, loading, onConfirm }: ConfirmPaymentStepProps) => (
  <section
    aria-labelledby="confirm-payment-title"
    className="flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4"
  >
    <h3
      id="confirm-payment-title"
      className="flex items-center gap-2 text-sm font-semibold text-sky-900"
    >
      <ShieldCheck aria-hidden="true" className="size-5" />
      {S.payment.confirmTitle}
    </h3>
    <p className="text-sm text-sky-900">{S.payment.confirmText(amount)}</p>
    <Button
      className="self-start"
      loading={loading}
      loadingText={S.payment.confirming}
      onClick={onConfirm}
    >
      {S.payment.confirm}
    </Button>
  </section>
);

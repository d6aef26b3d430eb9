import type { ButtonVariant } from '../../../components/ui/button.tsx';
import { S } from '../../../strings-money.ts';
import type { CancelMode } from '../order-rules.ts';

/** The cancel button's words by mode: on the page's button and its dialog's confirmation. */
export const CANCEL_LABELS: Record<CancelMode, string> = {
  cancel: S.orders.cancel,
  refund: S.orders.cancelRefund,
  request: S.orders.askToCancel,
  agree: S.orders.agreeToCancel,
};

/** The opener's look: agreeing and refunding are the step itself, the others a way out. */
export const CANCEL_OPENER: Record<CancelMode, ButtonVariant> = {
  cancel: 'dangerOutline',
  refund: 'destructive',
  request: 'dangerOutline',
  agree: 'destructive',
};

import type { TOrderDetail } from '@marketplace/contract';
import { Card } from '../../../components/ui/card.tsx';
import { S } from '../../../strings-money.ts';
import { orderActions } from '../order-rules.ts';
import { AcceptDialog } from './accept-dialog.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { DeliverForm } from './deliver-form.tsx';
import { DisputeDialog } from './dispute-dialog.tsx';
import { PayOrderForm } from './pay-order-form.tsx';
import { RevisionDialog } from './revision-dialog.tsx';

type OrderActionsPanelProps = {
  order: TOrderDetail;
  role: 'client' | 'freelancer';
  onPaid: (order: TOrderDetail) => void;
};

/** Only what this side may do now: fund, deliver, accept or revise, cancel, and dispute. */
export const OrderActionsPanel = ({ order, role, onPaid }: OrderActionsPanelProps) => {
  const actions = orderActions(order, role);
  const decides = actions.accept || actions.revise !== null;
  if (!actions.pay && !actions.deliver && !decides && !actions.cancel && !actions.dispute)
    return null;

  return (
    <div className="flex flex-col gap-6">
      {actions.pay ? (
        <Card className="p-5 sm:p-6">
          <h2 className="mb-4 text-base font-semibold text-slate-900">{S.orders.payHeading}</h2>
          <PayOrderForm order={order} onPaid={onPaid} />
        </Card>
      ) : null}
      {actions.deliver ? (
        <Card className="p-5 sm:p-6">
          <h2 className="mb-4 text-base font-semibold text-slate-900">{S.orders.deliverHeading}</h2>
          <DeliverForm order={order} />
        </Card>
      ) : null}
      {decides ? (
        <Card className="flex flex-col gap-3 p-5 sm:p-6">
          <h2 className="text-base font-semibold text-slate-900">{S.orders.actions}</h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {actions.accept ? <AcceptDialog order={order} /> : null}
            {actions.revise === 'available' ? <RevisionDialog order={order} /> : null}
          </div>
          <p className="text-sm text-slate-500" data-testid="revisions-used">
            {actions.revise === 'used_up'
              ? S.orders.noRevisionsLeft(order.revisions_included)
              : S.orders.revisionsUsed(order.revisions_used, order.revisions_included)}
          </p>
        </Card>
      ) : null}
      {actions.cancel ? (
        <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:py-4">
          <div className="min-w-0">
            <h2 className="text-sm font-semibold text-slate-900">{S.orders.cancelSection}</h2>
            <p className="text-sm text-slate-500">{S.orders.cancelHints[actions.cancel]}</p>
          </div>
          <div className="shrink-0">
            <CancelDialog order={order} mode={actions.cancel} />
          </div>
        </Card>
      ) : null}
      {actions.dispute ? (
        <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:py-4">
          <div className="min-w-0">
            <h2 className="text-sm font-semibold text-slate-900">{S.orders.disputeSection}</h2>
            <p className="text-sm text-slate-500">{S.orders.disputeHint}</p>
          </div>
          <div className="shrink-0">
            <DisputeDialog order={order} />
          </div>
        </Card>
      ) : null}
    </div>
  );
};

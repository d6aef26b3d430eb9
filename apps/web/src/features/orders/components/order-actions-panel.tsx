import { Suspense } from 'react';
import type { TOrderDetail } from '@marketplace/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { lazyOnIntent, useDialogsOnIntent } from '../../../lib/lazy-on-intent.ts';
import { S } from '../../../strings-money.ts';
import { orderActions } from '../order-rules.ts';
import { CANCEL_LABELS, CANCEL_OPENER } from './cancel-labels.ts';
import { DeliverForm } from './deliver-form.tsx';
import type { OrderDialog } from './order-dialogs.tsx';
import { PayOrderForm } from './pay-order-form.tsx';

// The confirmations load when one of their buttons is about to be used (order-dialogs.tsx).
const { Component: OrderDialogs, preload: preloadOrderDialogs } = lazyOnIntent(
  () => import('./order-dialogs.tsx'),
  (module) => module.OrderDialogs,
);

type OrderActionsPanelProps = {
  order: TOrderDetail;
  role: 'client' | 'freelancer';
  onPaid: (order: TOrderDetail) => void;
};

/** Only what this side may do now: fund, deliver, accept or revise, cancel, and dispute. */
export const OrderActionsPanel = ({ order, role, onPaid }: OrderActionsPanelProps) => {
  const actions = orderActions(order, role);
  const dialogs = useDialogsOnIntent<OrderDialog>(preloadOrderDialogs);
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
            {actions.accept ? (
              <Button {...dialogs.triggerFor('accept')}>{S.orders.accept}</Button>
            ) : null}
            {actions.revise === 'available' ? (
              <Button variant="secondary" {...dialogs.triggerFor('revision')}>
                {S.orders.requestRevision}
              </Button>
            ) : null}
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
            <Button variant={CANCEL_OPENER[actions.cancel]} {...dialogs.triggerFor('cancel')}>
              {CANCEL_LABELS[actions.cancel]}
            </Button>
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
            <Button variant="dangerOutline" {...dialogs.triggerFor('dispute')}>
              {S.orders.openDispute}
            </Button>
          </div>
        </Card>
      ) : null}
      {dialogs.wanted ? (
        <Suspense fallback={null}>
          <OrderDialogs order={order} actions={actions} stateOf={dialogs.stateOf} />
        </Suspense>
      ) : null}
    </div>
  );
};

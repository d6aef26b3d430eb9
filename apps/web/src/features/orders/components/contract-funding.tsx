import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { TOrderStatus } from '@marketplace/contract';
import { buttonClass } from '../../../components/ui/button.tsx';
import { S } from '../../../strings.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

type ContractFundingProps = {
  order: { id: number; status: TOrderStatus };
  isClient: boolean;
};

/**
 * A contract's escrow on the proposals screen: the client funds it from its order page; the
 * freelancer is told not to start before that.
 */
export const ContractFunding = ({ order, isClient }: ContractFundingProps) => (
  <div className="flex flex-col items-start gap-1.5" data-testid="contract-funding">
    <OrderStatusBadge status={order.status} />
    {order.status === 'awaiting_payment' ? (
      isClient ? (
        <Link to={`/orders/${order.id}`} className={buttonClass({ size: 'sm' })}>
          {S.proposalFlow.fund}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <p className="max-w-48 text-xs text-amber-800">{S.orders.doNotStart}</p>
      )
    ) : (
      <Link
        to={`/orders/${order.id}`}
        className="text-xs font-medium text-violet-700 hover:underline"
      >
        {S.proposalFlow.viewOrder}
      </Link>
    )}
  </div>
);

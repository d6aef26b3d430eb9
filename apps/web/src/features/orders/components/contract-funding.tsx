import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { TMilestone, TOrderStatus } from '@marketplace/contract';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { S } from '../../../strings-orders.ts';
import { S as PROPOSALS_TEXT } from '../../../strings-proposals.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

type ContractFundingProps = {
  /** The milestone that needs attention now (the only one of an unsplit contract). */
  order: { id: number; status: TOrderStatus };
  milestones: TMilestone[];
  isClient: boolean;
};

/** Fund (the client) or wait for funding (the freelancer); otherwise a link to the order. */
const NextStep = ({
  order,
  isClient,
}: {
  order: { id: number; status: TOrderStatus };
  isClient: boolean;
}) =>
  order.status === 'awaiting_payment' ? (
    isClient ? (
      <Link to={`/orders/${order.id}`} className={buttonClass({ size: 'sm' })}>
        {PROPOSALS_TEXT.proposalFlow.fund}
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
      {PROPOSALS_TEXT.proposalFlow.viewOrder}
    </Link>
  );

/**
 * A contract's escrow on the proposals screen: the client funds it from its order page; the
 * freelancer is told not to start before that. A contract split into milestones lists each
 * one with its amount, due date and state; the one that needs attention carries the action.
 */
export const ContractFunding = ({ order, milestones, isClient }: ContractFundingProps) =>
  milestones.length <= 1 ? (
    <div className="flex flex-col items-start gap-1.5" data-testid="contract-funding">
      <OrderStatusBadge status={order.status} />
      <NextStep order={order} isClient={isClient} />
    </div>
  ) : (
    <div className="flex min-w-56 flex-col gap-2" data-testid="contract-funding">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {S.milestones.heading}
      </p>
      <ol className="flex flex-col gap-2.5">
        {milestones.map((milestone) => (
          <li
            key={milestone.order_id}
            aria-label={S.milestones.label(milestone.position, milestones.length)}
            className="flex flex-col items-start gap-1 border-l-2 border-slate-200 pl-2.5"
          >
            <p className="text-sm font-medium break-words text-slate-900">
              {milestone.position}. {milestone.title}
            </p>
            <p className="text-xs text-slate-500">
              {formatMoney(milestone.amount)}
              {milestone.due_at ? ` · ${S.milestones.dueOn(formatDate(milestone.due_at))}` : ''}
            </p>
            <OrderStatusBadge status={milestone.status} />
            {milestone.order_id === order.id ? (
              <NextStep order={order} isClient={isClient} />
            ) : (
              <Link
                to={`/orders/${milestone.order_id}`}
                className="text-xs font-medium text-violet-700 hover:underline"
              >
                {PROPOSALS_TEXT.proposalFlow.viewOrder}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </div>
  );

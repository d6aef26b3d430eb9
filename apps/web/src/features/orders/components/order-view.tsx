import { Briefcase, MessageSquare, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TOrderDetail } from '@marketplace/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { S } from '../../../strings-money.ts';
import { OrderActionsPanel } from './order-actions-panel.tsx';
import { OrderFileList } from './order-file-list.tsx';
import { OrderNotices } from './order-notice.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderSummaryCard } from './order-summary-card.tsx';
import { OrderTimeline } from './order-timeline.tsx';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-violet-700 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700';

type OrderViewProps = {
  order: TOrderDetail;
  role: 'client' | 'freelancer';
  onPaid: (order: TOrderDetail) => void;
  /** Shown above the next steps: the page puts the reviews of a completed order here. */
  extra?: ReactNode;
};

/** /orders/:id for either side: state, next steps, requirements, timeline and the money. */
export const OrderView = ({ order, role, onPaid, extra }: OrderViewProps) => {
  const other = role === 'client' ? order.freelancer : order.client;
  const otherName = `${other.first_name} ${other.last_name}`;

  return (
    // One column on phones (state, money, next steps, details); two above, the money beside.
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-8">
      <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <span>{order.kind === 'service' ? S.orders.kindService : S.orders.kindContract}</span>
            <span aria-hidden="true">·</span>
            {order.milestone && order.milestone.count > 1 ? (
              <>
                <span data-testid="order-milestone">
                  {S.milestones.label(order.milestone.position, order.milestone.count)}
                </span>
                <span aria-hidden="true">·</span>
              </>
            ) : null}
            <span>{S.orders.orderNumber(order.id)}</span>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <h1 className="text-xl font-semibold break-words text-slate-900 sm:text-2xl">
              {order.title}
            </h1>
            <div className="shrink-0" data-testid="order-status">
              <OrderStatusBadge status={order.status} />
            </div>
          </div>
          <div className="flex items-center gap-3">
            <Avatar src={other.avatar_url} name={other.first_name} size="sm" />
            <p className="min-w-0 truncate text-sm text-slate-600">
              {S.orders.with(otherName)} <span className="text-slate-500">@{other.username}</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-x-5 gap-y-2 border-t border-slate-100 pt-4">
            {order.service_id !== null ? (
              <Link to={`/service/${order.service_id}`} className={linkClass}>
                <Package aria-hidden="true" className="size-4" />
                {S.orders.viewService}
              </Link>
            ) : null}
            {order.job_post_id !== null ? (
              <Link to={`/job/${order.job_post_id}`} className={linkClass}>
                <Briefcase aria-hidden="true" className="size-4" />
                {S.orders.viewJob}
              </Link>
            ) : null}
            {order.chat_id !== null ? (
              <Link to={`/chat/${order.chat_id}`} className={linkClass}>
                <MessageSquare aria-hidden="true" className="size-4" />
                {S.orders.openChat}
              </Link>
            ) : null}
          </div>
        </Card>

        <OrderNotices order={order} role={role} />
      </div>

      <aside className="min-w-0 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <OrderSummaryCard order={order} role={role} />
      </aside>

      <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
        {extra}
        <OrderActionsPanel order={order} role={role} onPaid={onPaid} />

        {/* A contract's terms are its job post; a service order carries the buyer's brief. */}
        {order.kind === 'contract' &&
        !order.requirements &&
        !order.requirement_files.length ? null : (
          <Card className="p-5 sm:p-6">
            <h2 className="text-base font-semibold text-slate-900">{S.orders.requirements}</h2>
            {order.requirements ? (
              <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
                {order.requirements}
              </p>
            ) : (
              <p className="mt-3 text-sm text-slate-500">{S.orders.noRequirements}</p>
            )}
            <OrderFileList files={order.requirement_files} />
          </Card>
        )}

        <OrderTimeline order={order} role={role} />
      </div>
    </div>
  );
};

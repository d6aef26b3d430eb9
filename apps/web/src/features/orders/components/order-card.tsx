import { Briefcase, CalendarClock, MessageSquare, Package } from 'lucide-react';
import { Link } from 'react-router';
import type { TOrder } from '@marketplace/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { S } from '../../../strings-orders.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

const linkClass =
  'inline-flex items-center gap-1.5 text-sm font-medium text-violet-700 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700';

type OrderCardProps = { order: TOrder; role: 'client' | 'freelancer' };

/** One order in a list: what, with whom, its state, the money, the due date, and links. */
export const OrderCard = ({ order, role }: OrderCardProps) => {
  const other = role === 'client' ? order.freelancer : order.client;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" role="article" aria-label={order.title}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs text-slate-500">
            {order.kind === 'service' ? S.orders.kindService : S.orders.kindContract} ·{' '}
            {order.milestone && order.milestone.count > 1
              ? `${S.milestones.label(order.milestone.position, order.milestone.count)} · `
              : null}
            {formatDate(order.created_at)}
          </p>
          <h2 className="mt-0.5 text-base font-semibold break-words text-slate-900">
            <Link to={`/orders/${order.id}`} className="hover:text-violet-800">
              {order.title}
            </Link>
          </h2>
          <p className="text-sm text-slate-500">
            {S.orders.with(`${other.first_name} ${other.last_name}`)}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end">
          <OrderStatusBadge status={order.status} />
          {order.overdue ? <Badge tone="rose">{S.orders.overdue}</Badge> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
        <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <p>
            <span className="text-slate-500">{S.orders.price} </span>
            <span className="font-semibold text-slate-900">{formatMoney(order.price)}</span>
          </p>
          <p className="flex items-center gap-1.5 text-slate-600">
            <CalendarClock aria-hidden="true" className="size-4 text-slate-400" />
            {order.completed_at
              ? S.orders.completedWhen(formatDate(order.completed_at))
              : order.cancelled_at
                ? S.orders.cancelledWhen(formatDate(order.cancelled_at))
                : order.due_at
                  ? S.orders.dueOn(formatDateTime(order.due_at))
                  : S.orders.dueAfterPayment(order.delivery_days)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {order.service_id !== null ? (
            <Link to={`/service/${order.service_id}`} className={linkClass}>
              <Package aria-hidden="true" className="size-4" />
              {S.orders.viewService}
            </Link>
          ) : order.job_post_id !== null ? (
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
          <Link
            to={`/orders/${order.id}`}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            {S.orders.viewOrder}
          </Link>
        </div>
      </div>
    </Card>
  );
};

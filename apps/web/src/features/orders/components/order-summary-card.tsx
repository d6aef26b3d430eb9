import type { ReactNode } from 'react';
import type { TOrderDetail } from '@marketplace/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { S } from '../../../strings-money.ts';
import { FeeBreakdown } from './fee-breakdown.tsx';

const Row = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="flex items-baseline justify-between gap-4">
    <dt className="text-slate-500">{term}</dt>
    <dd className="text-right font-medium text-slate-900">{children}</dd>
  </div>
);

type OrderSummaryCardProps = { order: TOrderDetail; role: 'client' | 'freelancer' };

/** The money (price and fee), the dates that matter now, and the revisions used. */
export const OrderSummaryCard = ({ order, role }: OrderSummaryCardProps) => (
  <Card className="flex flex-col gap-4 p-5">
    <FeeBreakdown
      kind={order.kind}
      viewer={role}
      price={order.price}
      fee={order.fee}
      receive={order.receive}
    />
    <dl className="flex flex-col gap-2 border-t border-slate-100 pt-4 text-sm">
      <Row term={S.orders.orderedOn}>{formatDate(order.created_at)}</Row>
      <Row term={S.orders.delivery}>{S.orders.deliveryDays(order.delivery_days)}</Row>
      <Row term={S.orders.due}>
        {order.due_at ? (
          <span className="inline-flex flex-wrap items-center justify-end gap-2">
            <time dateTime={order.due_at} data-testid="due-at">
              {formatDateTime(order.due_at)}
            </time>
            {order.overdue ? <Badge tone="rose">{S.orders.overdue}</Badge> : null}
          </span>
        ) : (
          <span className="font-normal text-slate-600">
            {S.orders.afterPayment(order.delivery_days)}
          </span>
        )}
      </Row>
      {order.auto_complete_at ? (
        <Row term={S.orders.autoComplete}>
          <time dateTime={order.auto_complete_at}>{formatDateTime(order.auto_complete_at)}</time>
        </Row>
      ) : null}
      <Row term={S.orders.revisions}>
        {S.orders.revisionsUsed(order.revisions_used, order.revisions_included)}
      </Row>
      {order.completed_at ? (
        <Row term={S.orders.completedOn}>{formatDateTime(order.completed_at)}</Row>
      ) : null}
      {order.cancelled_at ? (
        <Row term={S.orders.cancelledOn}>{formatDateTime(order.cancelled_at)}</Row>
      ) : null}
    </dl>
  </Card>
);

import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { TDisputeDetail } from '@marketplace/contract';
import { PageContainer } from '../../components/page-container.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDispute } from '../../features/admin/api/admin-api.ts';
import { ConversationLog } from '../../features/admin/components/conversation-log.tsx';
import { DisputeDecisionForm } from '../../features/admin/components/dispute-decision-form.tsx';
import { OrderTimeline } from '../../features/orders/components/order-timeline.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { S } from '../../strings-admin.ts';
import { AdminGate } from './admin.tsx';

const person = (user: TDisputeDetail['order']['client']) =>
  `${user.first_name} ${user.last_name} (@${user.username})`;

const DisputeBody = ({ id }: { id: number }) => {
  const dispute = useDispute(id);
  if (dispute.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (dispute.isError)
    return <ErrorState message={S.admin.disputeFailed} onRetry={() => void dispute.refetch()} />;
  const { dispute: row, order, messages } = dispute.data;
  return (
    <div className="flex flex-col gap-6">
      <Card className="p-5 sm:p-6">
        <h1 className="flex flex-wrap items-center gap-2 text-xl font-semibold text-slate-900">
          <span className="break-words">{row.order_title}</span>
          <Badge tone={row.status === 'open' ? 'rose' : 'slate'}>
            {row.status === 'open' ? S.admin.open : S.admin.resolved}
          </Badge>
        </h1>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-2">
          <div>
            <dt className="inline font-medium text-slate-800">{S.orders.price}: </dt>
            <dd className="inline">{formatMoney(order.price)}</dd>
          </div>
          <div>
            <dt className="inline font-medium text-slate-800">{S.orders.client}: </dt>
            <dd className="inline break-all">{person(order.client)}</dd>
          </div>
          <div>
            <dt className="inline font-medium text-slate-800">{S.orders.freelancer}: </dt>
            <dd className="inline break-all">{person(order.freelancer)}</dd>
          </div>
        </dl>
        <h2 className="mt-4 text-sm font-semibold text-slate-900">{S.admin.reason}</h2>
        <p className="text-xs text-slate-500">
          {S.admin.openedBy(row.opened_by_name, formatDate(row.created_at))}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{row.reason}</p>
        {row.status === 'resolved' && row.resolved_at ? (
          <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
            <p className="font-semibold text-slate-900">{S.admin.decision}</p>
            <p className="text-xs text-slate-500">
              {S.admin.decidedOn(formatDate(row.resolved_at))}
            </p>
            <p className="mt-1 break-words whitespace-pre-line text-slate-700">{row.decision}</p>
          </div>
        ) : null}
      </Card>
      {row.status === 'open' ? <DisputeDecisionForm detail={dispute.data} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <OrderTimeline order={order} />
        <ConversationLog messages={messages} />
      </div>
    </div>
  );
};

/** /admin/disputes/:id: read the order and the conversation, then decide. */
export const AdminDisputeRoute = () => {
  const id = Number(useParams().id);
  return (
    <PageContainer width="narrow" className="flex flex-col gap-4 py-8 sm:py-10">
      <Link
        to="/admin"
        className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-slate-600 hover:text-violet-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {S.admin.back}
      </Link>
      <AdminGate>
        <DisputeBody id={id} />
      </AdminGate>
    </PageContainer>
  );
};

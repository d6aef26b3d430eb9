import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { S } from '../../../strings-admin.ts';
import { useDisputes } from '../api/admin-api.ts';

/** Open disputes oldest first (the longest wait on top), or decided ones newest first. */
export const DisputesQueue = () => {
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const disputes = useDisputes(status);

  return (
    <div className="flex flex-col gap-4">
      <Tabs value={status} onValueChange={(value) => setStatus(value as 'open' | 'resolved')}>
        <TabsList aria-label={S.admin.tabs.disputes}>
          <TabsTrigger value="open">{S.admin.open}</TabsTrigger>
          <TabsTrigger value="resolved">{S.admin.resolved}</TabsTrigger>
        </TabsList>
      </Tabs>
      {disputes.isPending ? (
        <Skeleton className="h-24 w-full rounded-xl" />
      ) : disputes.isError ? (
        <ErrorState message={S.admin.disputesFailed} onRetry={() => void disputes.refetch()} />
      ) : disputes.data.length === 0 ? (
        <EmptyState icon={Scale} title={S.admin.noDisputes} description={S.admin.noDisputesHint} />
      ) : (
        <ul className="flex flex-col gap-3" data-testid="disputes">
          {disputes.data.map((dispute) => (
            <li key={dispute.id}>
              <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    <span className="break-words">{dispute.order_title}</span>
                    <Badge tone={dispute.status === 'open' ? 'rose' : 'slate'}>
                      {formatMoney(dispute.price)}
                    </Badge>
                  </p>
                  <p className="text-xs text-slate-500">
                    {S.admin.openedBy(dispute.opened_by_name, formatDate(dispute.created_at))}
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm break-words text-slate-700">
                    {dispute.decision ?? dispute.reason}
                  </p>
                </div>
                <Link
                  to={`/admin/disputes/${dispute.id}`}
                  className="shrink-0 text-sm font-medium text-violet-700 hover:text-violet-800"
                >
                  {S.admin.read}
                  <span className="sr-only">: {dispute.order_title}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

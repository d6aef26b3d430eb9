import { ScrollText } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { S } from '../../../strings-admin.ts';
import { useAuditLog } from '../api/admin-api.ts';

const show = (value: unknown) => JSON.stringify(value, null, 1);

/** What admins did, newest first: read-only here and in the database. */
export const AuditLog = () => {
  const log = useAuditLog();
  if (log.isPending) return <Skeleton className="h-40 w-full rounded-xl" />;
  if (log.isError)
    return <ErrorState message={S.admin.auditFailed} onRetry={() => void log.refetch()} />;
  if (log.data.length === 0) return <EmptyState icon={ScrollText} title={S.admin.noAudit} />;
  return (
    <ol className="flex flex-col gap-3" data-testid="audit-log">
      {log.data.map((entry) => (
        <li key={entry.id}>
          <Card className="p-4 text-sm">
            <p className="flex flex-wrap gap-x-2 font-medium text-slate-900">
              <span>{entry.action}</span>
              <span className="text-slate-500">{entry.target}</span>
            </p>
            <p className="text-xs text-slate-500">
              {entry.admin_email} ·{' '}
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
            </p>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {(
                [
                  [S.admin.before, entry.before],
                  [S.admin.after, entry.after],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <p className="text-xs font-medium text-slate-500">{label}</p>
                  <pre className="mt-0.5 overflow-x-auto rounded bg-slate-50 p-2 text-xs break-words whitespace-pre-wrap text-slate-700">
                    {show(value)}
                  </pre>
                </div>
              ))}
            </div>
          </Card>
        </li>
      ))}
    </ol>
  );
};

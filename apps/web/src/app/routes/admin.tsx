import { ShieldAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { AuditLog } from '../../features/admin/components/audit-log.tsx';
import { DisputesQueue } from '../../features/admin/components/disputes-queue.tsx';
import { LedgerCheck } from '../../features/admin/components/ledger-check.tsx';
import { UsersAdmin } from '../../features/admin/components/users-admin.tsx';
import { useMe } from '../../features/user/api/get-me.ts';
import { S } from '../../strings-admin.ts';

const TABS = ['disputes', 'users', 'ledger', 'audit'] as const;
type Tab = (typeof TABS)[number];

/** Shown in place of an admin page to anyone else (the server refuses them too). */
export const AdminGate = ({ children }: { children: React.ReactNode }) => {
  const me = useMe();
  if (me.isPending) return <Skeleton className="h-40 w-full rounded-xl" />;
  if (!me.data?.is_admin) return <EmptyState icon={ShieldAlert} title={S.admin.notAdmin} />;
  return children;
};

/** /admin: the disputes queue, users, the ledger check and the audit log; the tab is in the URL. */
export const AdminRoute = () => {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.find((name) => name === requested) ?? 'disputes';

  return (
    <PageContainer width="narrow" className="py-8 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{S.admin.heading}</h1>
      <p className="mt-1 text-sm text-slate-500">{S.admin.intro}</p>
      <div className="mt-6">
        <AdminGate>
          <Tabs value={tab} onValueChange={(value) => setParams({ tab: value })}>
            <TabsList aria-label={S.admin.heading}>
              {TABS.map((name) => (
                <TabsTrigger key={name} value={name}>
                  {S.admin.tabs[name]}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="disputes">
              <DisputesQueue />
            </TabsContent>
            <TabsContent value="users">
              <UsersAdmin />
            </TabsContent>
            <TabsContent value="ledger">
              <LedgerCheck />
            </TabsContent>
            <TabsContent value="audit">
              <AuditLog />
            </TabsContent>
          </Tabs>
        </AdminGate>
      </div>
    </PageContainer>
  );
};

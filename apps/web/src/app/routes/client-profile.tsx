import { KeyRound, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { EmailPreferencesCard } from '../../features/notifications/components/email-preferences-card.tsx';
import { useMe } from '../../features/user/api/get-me.ts';
import { ChangePasswordForm } from '../../features/user/components/change-password-form.tsx';
import { DeleteAccountCard } from '../../features/user/components/delete-account-card.tsx';
import { ChangeEmailCard } from '../../features/user/components/change-email-card.tsx';
import { DownloadDataCard } from '../../features/user/components/download-data-card.tsx';
import { ClientProfileForm } from '../../features/user/components/client-profile-form.tsx';
import { formatDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings-profile.ts';

type Tab = 'edit' | 'other';

export const ClientProfileRoute = () => {
  const accountType = useSession()?.accountType;
  const me = useMe();
  const [tab, setTab] = useState<Tab>('edit');

  // Freelancers keep their settings on their own screen.
  if (accountType === 'freelancer') return <Navigate to="/profile" replace />;

  const user = me.data;

  return (
    <PageContainer width="narrow" className="py-8 sm:py-10">
      <div className="flex items-center gap-4">
        {user ? (
          <Avatar name={user.first_name} size="lg" />
        ) : (
          <Skeleton className="size-16 rounded-full" />
        )}
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">
            {S.profile.clientTitle}
          </h1>
          <p className="truncate text-sm text-slate-500">
            {user ? `${user.first_name} ${user.last_name} · @${user.username}` : '\u00a0'}
          </p>
        </div>
      </div>

      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value === 'other' ? 'other' : 'edit')}
        className="mt-8"
      >
        <TabsList>
          <TabsTrigger value="edit">{S.profile.editProfile}</TabsTrigger>
          <TabsTrigger value="other">{S.profile.otherSettings}</TabsTrigger>
        </TabsList>

        {me.isPending ? (
          <Card className="mt-6 space-y-4 p-6" aria-busy="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </Card>
        ) : me.isError ? (
          <div className="mt-6">
            <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />
          </div>
        ) : (
          <>
            <TabsContent value="edit">
              <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
                <Card className="p-6 sm:p-8">
                  <h2 className="mb-5 flex items-center gap-2 text-lg font-semibold text-slate-900">
                    <UserRound aria-hidden="true" className="size-5 text-violet-700" />
                    {S.profile.editProfile}
                  </h2>
                  <ClientProfileForm key={me.data.id} user={me.data} />
                </Card>
                <Card className="h-fit p-5">
                  <h2 className="text-sm font-semibold text-slate-900">{S.profile.security}</h2>
                  <p className="mt-1 text-sm text-slate-500">{S.profile.securityText}</p>
                  <button
                    type="button"
                    onClick={() => setTab('other')}
                    className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded text-sm font-semibold text-violet-700 hover:text-violet-900 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700"
                  >
                    <KeyRound aria-hidden="true" className="size-4" />
                    {S.profile.changePassword}
                  </button>
                </Card>
              </div>
            </TabsContent>
            <TabsContent value="other" className="space-y-6">
              <Card className="p-6 sm:p-8">
                <h2
                  id="change-password"
                  className="flex items-center gap-2 text-lg font-semibold text-slate-900"
                >
                  <KeyRound aria-hidden="true" className="size-5 text-violet-700" />
                  {S.profile.changePassword}
                </h2>
                <div className="mt-5 max-w-xl">
                  <ChangePasswordForm />
                </div>
              </Card>
              <ChangeEmailCard user={me.data} />
              <EmailPreferencesCard accountType="client" />
              <DownloadDataCard />
              <Card className="p-6 sm:p-8">
                <h2 className="text-lg font-semibold text-slate-900">{S.profile.account}</h2>
                <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="text-slate-500">{S.profile.email}</dt>
                    <dd className="mt-1 font-medium break-all text-slate-900">
                      {me.data.email ?? '—'}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">{S.profile.accountType}</dt>
                    <dd className="mt-1 font-medium text-slate-900">
                      {me.data.account_type === 'client' ? S.auth.client : S.auth.freeLancer}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">{S.profile.memberSince}</dt>
                    <dd className="mt-1 font-medium text-slate-900">
                      {formatDate(me.data.created_at)}
                    </dd>
                  </div>
                </dl>
              </Card>
              <DeleteAccountCard />
            </TabsContent>
          </>
        )}
      </Tabs>
    </PageContainer>
  );
};

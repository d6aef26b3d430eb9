import { KeyRound } from 'lucide-react';
import { Navigate } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { EmailPreferencesCard } from '../../features/notifications/components/email-preferences-card.tsx';
import { useMe } from '../../features/user/api/get-me.ts';
import { AvatarUploader } from '../../features/user/components/avatar-uploader.tsx';
import { ChangePasswordForm } from '../../features/user/components/change-password-form.tsx';
import { DeleteAccountCard } from '../../features/user/components/delete-account-card.tsx';
import { ChangeEmailCard } from '../../features/user/components/change-email-card.tsx';
import { DownloadDataCard } from '../../features/user/components/download-data-card.tsx';
import { FreelancerProfileForm } from '../../features/user/components/freelancer-profile-form.tsx';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings-profile.ts';

export const FreelancerProfileRoute = () => {
  const accountType = useSession()?.accountType;
  const me = useMe();

  // Clients keep their settings on their own screen.
  if (accountType === 'client') return <Navigate to="/client/profile" replace />;

  return (
    <PageContainer width="narrow" className="py-8 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{S.profile.title}</h1>
      <p className="mt-2 text-sm text-slate-500">{S.profile.subtitle}</p>
      {me.isPending ? (
        <Card className="mt-8 p-6" aria-busy="true">
          <div className="flex flex-col gap-6 md:flex-row">
            <Skeleton className="mx-auto size-28 rounded-full md:mx-0" />
            <div className="flex-1 space-y-4">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          </div>
        </Card>
      ) : me.isError ? (
        <div className="mt-8">
          <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />
        </div>
      ) : (
        <>
          <Card className="mt-8 p-6 sm:p-8">
            <div className="flex flex-col gap-8 md:flex-row md:items-start">
              <AvatarUploader user={me.data} />
              <div className="flex-1">
                <FreelancerProfileForm key={me.data.id} user={me.data} />
              </div>
            </div>
          </Card>
          <Card className="mt-6 p-6 sm:p-8">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <KeyRound aria-hidden="true" className="size-5 text-violet-700" />
              {S.profile.changePassword}
            </h2>
            <div className="mt-5 max-w-xl">
              <ChangePasswordForm />
            </div>
          </Card>
          <div className="mt-6 space-y-6">
            <ChangeEmailCard user={me.data} />
            <EmailPreferencesCard accountType="freelancer" />
            <DownloadDataCard />
            <DeleteAccountCard />
          </div>
        </>
      )}
    </PageContainer>
  );
};

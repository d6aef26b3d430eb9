import { ChevronRight, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { S } from '../../../strings.ts';
import { useUserInfo } from '../api/get-user-info.ts';
import { VerifiedMark } from '../../../components/ui/verified-mark.tsx';

/** Freelancer home side card: who I am, my counts and my proposals. */
export const UserSummaryCard = () => {
  const info = useUserInfo();

  if (info.isPending) {
    return (
      <Card className="p-6" aria-busy="true">
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
        <Skeleton className="mt-6 h-16" />
        <Skeleton className="mt-4 h-14" />
      </Card>
    );
  }

  if (info.isError) {
    return <ErrorState message={info.error.message} onRetry={() => void info.refetch()} />;
  }

  const user = info.data;
  const counts = [
    { label: S.home.services, value: user.services },
    { label: S.home.sells, value: user.sells },
    { label: S.home.projects, value: user.projects },
  ];

  return (
    <Card className="overflow-hidden">
      <div className="h-16 bg-gradient-to-r from-violet-700 to-indigo-700" aria-hidden="true" />
      <div className="px-6 pb-6">
        <Avatar
          src={user.avatar_url}
          fallback="picture"
          size="lg"
          className="-mt-8 ring-4 ring-white"
        />
        <p className="mt-3 flex items-center gap-1.5 text-base font-semibold text-slate-900">
          <span className="min-w-0 truncate">{user.username}</span>
          <VerifiedMark verified={user.verified} />
        </p>
        <p className="text-sm text-slate-500">
          {user.first_name} {user.last_name}
        </p>
        <Link
          to="/profile"
          className="mt-1 inline-block text-sm font-medium text-violet-700 hover:underline"
        >
          {S.home.viewProfile}
        </Link>
        <dl className="mt-5 grid grid-cols-3 divide-x divide-slate-200 rounded-lg border border-slate-200 text-center">
          {counts.map((count) => (
            <div key={count.label} className="px-2 py-3">
              <dt className="text-xs text-slate-500">{count.label}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{count.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5">
          <h2 className="text-xs font-semibold tracking-wide text-slate-500">
            {S.home.proposalsBlock}
          </h2>
          <Link
            to="/proposals/"
            className="mt-2 flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-3 text-sm font-medium text-slate-700 transition-colors duration-300 hover:border-violet-300 hover:bg-violet-50 hover:text-violet-800 focus-visible:outline-2 focus-visible:outline-violet-700"
          >
            <FileText aria-hidden="true" className="size-4 text-violet-700" />
            <span className="flex-1">{S.home.submittedProposals(user.proposals)}</span>
            <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
          </Link>
        </div>
      </div>
    </Card>
  );
};

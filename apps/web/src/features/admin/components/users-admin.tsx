import { Search } from 'lucide-react';
import { Suspense, useState, type FormEvent } from 'react';
import type { TAdminUser } from '@marketplace/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { lazyOnIntent, useDialogsOnIntent } from '../../../lib/lazy-on-intent.ts';
import { S } from '../../../strings-admin.ts';
import { useAdminUsers } from '../api/admin-api.ts';

// The dialog, with Radix Dialog (13 kB gzipped), loads when a suspend or restore button is
// about to be used: the console draws without it.
const { Component: SuspendDialog, preload: preloadSuspendDialog } = lazyOnIntent(
  () => import('./suspend-dialog.tsx'),
  (module) => module.SuspendDialog,
);

/** Suspend or restore one account. */
const SuspendButton = ({ user }: { user: TAdminUser }) => {
  const suspend = user.suspended_at === null;
  const dialog = useDialogsOnIntent<'suspend'>(preloadSuspendDialog);
  return (
    <>
      <Button
        variant={suspend ? 'dangerOutline' : 'secondary'}
        size="sm"
        {...dialog.triggerFor('suspend')}
      >
        {suspend ? S.admin.suspend : S.admin.restore}
        <span className="sr-only"> @{user.username}</span>
      </Button>
      {dialog.wanted ? (
        <Suspense fallback={null}>
          <SuspendDialog user={user} {...dialog.stateOf('suspend')} />
        </Suspense>
      ) : null}
    </>
  );
};

/** Find an account and suspend or restore it. */
export const UsersAdmin = () => {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const users = useAdminUsers(query);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };

  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={onSearch} className="flex items-end gap-2">
        <TextField
          label={S.admin.searchUsers}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="min-w-0 flex-1"
          type="search"
        />
        <Button type="submit" aria-label={S.admin.search}>
          <Search aria-hidden="true" className="size-4" />
        </Button>
      </form>
      {users.isPending ? (
        <Skeleton className="h-40 w-full rounded-xl" />
      ) : users.isError ? (
        <ErrorState message={S.admin.usersFailed} onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <p className="text-sm text-slate-500">{S.admin.noUsers}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="admin-users">
          {users.data.map((user) => (
            <li key={user.id}>
              <Card className="flex flex-wrap items-center gap-3 p-3 sm:p-4">
                <Avatar src={user.avatar_url} name={user.first_name} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                    <span className="break-all">
                      {user.first_name} {user.last_name}
                    </span>
                    <span className="font-normal text-slate-500">@{user.username}</span>
                    {user.is_admin ? <Badge tone="violet">{S.admin.adminBadge}</Badge> : null}
                    {user.suspended_at ? <Badge tone="rose">{S.admin.suspended}</Badge> : null}
                  </p>
                  <p className="text-xs break-all text-slate-500">
                    {user.email} · {user.account_type}
                  </p>
                </div>
                {user.is_admin ? null : <SuspendButton user={user} />}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

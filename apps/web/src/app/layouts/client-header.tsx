import {
  BriefcaseBusiness,
  ChevronDown,
  FilePlus2,
  FileText,
  MessageSquare,
  ShoppingBag,
  UserRound,
} from 'lucide-react';
import { useLocation } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Menu, MenuContent, MenuLinkItem, MenuTrigger } from '../../components/ui/menu.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useMe } from '../../features/user/api/get-me.ts';
import { cn } from '../../lib/cn.ts';
import { S } from '../../strings.ts';
import { AccountIdentity, HeaderAccount, withAdminEntry } from './account-menu.tsx';
import { HeaderNavLink, HeaderShell, navIconClass, type NavEntry } from './header-parts.tsx';

const MAIN: NavEntry[] = [
  {
    label: S.nav.messages,
    to: '/chat',
    icon: <MessageSquare aria-hidden="true" className={navIconClass} />,
  },
  {
    label: S.nav.myPurchases,
    to: '/my_purchases/',
    icon: <ShoppingBag aria-hidden="true" className={navIconClass} />,
  },
];
const JOBS: NavEntry[] = [
  {
    label: S.nav.myJobs,
    to: '/my_jobs',
    icon: <BriefcaseBusiness aria-hidden="true" className={navIconClass} />,
  },
  {
    label: S.nav.createJobPost,
    to: '/create_job',
    icon: <FilePlus2 aria-hidden="true" className={navIconClass} />,
  },
  {
    label: S.nav.proposals,
    to: '/proposals/',
    icon: <FileText aria-hidden="true" className={navIconClass} />,
  },
];
const ACCOUNT: NavEntry[] = [
  {
    label: S.nav.myProfile,
    to: '/client/profile',
    icon: <UserRound aria-hidden="true" className={navIconClass} />,
  },
];

/** The client bar (SPEC.md section 2, Navigation). */
export const ClientHeader = () => {
  const user = useMe().data;
  const { pathname } = useLocation();
  // The Jobs menu covers its own pages and the pages of one job (view, edit, proposals).
  const inJobs =
    JOBS.some((entry) => pathname.replace(/\/$/, '') === entry.to.replace(/\/$/, '')) ||
    /^\/(job|update_job)\//.test(pathname);

  return (
    <HeaderShell>
      <nav aria-label={S.app.mainNav} className="hidden items-center gap-1 md:flex">
        {MAIN.map((entry) => (
          <HeaderNavLink key={entry.to} entry={entry} />
        ))}
        <Menu>
          <MenuTrigger
            className={cn(
              'group inline-flex cursor-pointer items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors duration-300 focus-visible:outline-2 focus-visible:outline-violet-700 data-[state=open]:bg-slate-100',
              inJobs
                ? 'bg-violet-50 text-violet-800'
                : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            {S.nav.jobs}
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform duration-300 group-data-[state=open]:rotate-180"
            />
          </MenuTrigger>
          <MenuContent align="start">
            {JOBS.map((entry) => (
              <MenuLinkItem key={entry.to} to={entry.to} icon={entry.icon}>
                {entry.label}
              </MenuLinkItem>
            ))}
          </MenuContent>
        </Menu>
      </nav>
      <HeaderAccount
        avatar={
          user ? (
            <Avatar name={user.first_name} size="sm" />
          ) : (
            <Skeleton className="size-8 rounded-full" />
          )
        }
        identity={
          user ? <AccountIdentity picture={<Avatar name={user.first_name} />} user={user} /> : null
        }
        entries={withAdminEntry(ACCOUNT, user)}
        groups={[{ entries: MAIN }, { heading: S.nav.jobs, entries: JOBS }]}
      />
    </HeaderShell>
  );
};

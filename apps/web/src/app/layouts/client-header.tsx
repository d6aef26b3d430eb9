import {
  BriefcaseBusiness,
  ChevronDown,
  FilePlus2,
  FileText,
  LogOut,
  MessageSquare,
  ShoppingBag,
  UserRound,
} from 'lucide-react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuLinkItem,
  MenuSeparator,
  MenuTrigger,
} from '../../components/ui/menu.tsx';
import { useLocation } from 'react-router';
import { useMe } from '../../features/user/api/get-me.ts';
import { cn } from '../../lib/cn.ts';
import { S } from '../../strings.ts';
import {
  HeaderNavLink,
  HeaderShell,
  MobileNav,
  NotificationButton,
  iconButtonClass,
  type NavEntry,
} from './header-parts.tsx';
import { useSignOut } from './use-sign-out.ts';

const icon = 'size-4 text-slate-400';
const MAIN: NavEntry[] = [
  {
    label: S.nav.messages,
    to: '/chat',
    icon: <MessageSquare aria-hidden="true" className={icon} />,
  },
  {
    label: S.nav.myPurchases,
    to: '/my_purchases/',
    icon: <ShoppingBag aria-hidden="true" className={icon} />,
  },
];
const JOBS: NavEntry[] = [
  {
    label: S.nav.myJobs,
    to: '/my_jobs',
    icon: <BriefcaseBusiness aria-hidden="true" className={icon} />,
  },
  {
    label: S.nav.createJobPost,
    to: '/create_job',
    icon: <FilePlus2 aria-hidden="true" className={icon} />,
  },
  {
    label: S.nav.proposals,
    to: '/proposals/',
    icon: <FileText aria-hidden="true" className={icon} />,
  },
];
const ACCOUNT: NavEntry[] = [
  {
    label: S.nav.myProfile,
    to: '/client/profile',
    icon: <UserRound aria-hidden="true" className={icon} />,
  },
];

/** The client bar (SPEC.md section 2, Navigation). */
export const ClientHeader = () => {
  const me = useMe();
  const { signOut } = useSignOut();
  const user = me.data;
  const { pathname } = useLocation();
  // The Jobs menu covers its own pages and the pages of one job (view, edit, proposals).
  const inJobs =
    JOBS.some((entry) => pathname.replace(/\/$/, '') === entry.to.replace(/\/$/, '')) ||
    /^\/(job|update_job)\//.test(pathname);

  const avatar = user ? (
    <Avatar name={user.first_name} size="sm" />
  ) : (
    <Skeleton className="size-8 rounded-full" />
  );
  const identity = user ? (
    <div className="flex items-center gap-3">
      <Avatar name={user.first_name} />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900">
          {user.first_name} {user.last_name}
        </p>
        <p className="truncate text-xs text-slate-500">@{user.username}</p>
      </div>
    </div>
  ) : null;

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
      <div className="ml-auto flex items-center gap-1">
        <NotificationButton />
        <div className="hidden md:block">
          <Menu>
            <MenuTrigger aria-label={S.app.accountMenu} className={cn(iconButtonClass, 'ml-1')}>
              {avatar}
            </MenuTrigger>
            <MenuContent>
              {identity ? <MenuLabel>{identity}</MenuLabel> : null}
              <MenuSeparator />
              {ACCOUNT.map((entry) => (
                <MenuLinkItem key={entry.to} to={entry.to} icon={entry.icon}>
                  {entry.label}
                </MenuLinkItem>
              ))}
              <MenuItem onSelect={signOut}>
                <LogOut aria-hidden="true" className={icon} />
                {S.nav.logout}
              </MenuItem>
            </MenuContent>
          </Menu>
        </div>
        <MobileNav
          groups={[{ entries: MAIN }, { heading: S.nav.jobs, entries: JOBS }, { entries: ACCOUNT }]}
          account={identity}
          onSignOut={signOut}
        />
      </div>
    </HeaderShell>
  );
};

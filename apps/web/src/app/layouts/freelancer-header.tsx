import { BriefcaseBusiness, FolderKanban, LogOut, MessageSquare, UserRound } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar.tsx';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuLinkItem,
  MenuSeparator,
  MenuTrigger,
} from '../../components/ui/menu.tsx';
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
    label: S.nav.myServices,
    to: '/services',
    exact: true,
    icon: <BriefcaseBusiness aria-hidden="true" className={icon} />,
  },
  {
    label: S.nav.myProjects,
    to: '/portfolio',
    exact: true,
    icon: <FolderKanban aria-hidden="true" className={icon} />,
  },
];
const ACCOUNT: NavEntry[] = [
  { label: S.nav.profile, to: '/profile', icon: <UserRound aria-hidden="true" className={icon} /> },
];

/** The freelancer header (SPEC.md section 2, Navigation). */
export const FreelancerHeader = () => {
  const me = useMe();
  const { signOut } = useSignOut();
  const user = me.data;

  const identity = user ? (
    <div className="flex items-center gap-3">
      <Avatar src={user.avatar_url} fallback="picture" alt="" />
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
      </nav>
      <div className="ml-auto flex items-center gap-1">
        <NotificationButton />
        <div className="hidden md:block">
          <Menu>
            <MenuTrigger aria-label={S.app.accountMenu} className={cn(iconButtonClass, 'ml-1')}>
              <Avatar src={user?.avatar_url} fallback="picture" size="sm" />
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
          groups={[{ entries: MAIN }, { entries: ACCOUNT }]}
          account={identity}
          onSignOut={signOut}
        />
      </div>
    </HeaderShell>
  );
};

import { LogOut, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TUser } from '@marketplace/contract';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuLinkItem,
  MenuSeparator,
  MenuTrigger,
} from '../../components/ui/menu.tsx';
import { cn } from '../../lib/cn.ts';
import { S } from '../../strings.ts';
import {
  MobileNav,
  NotificationButton,
  iconButtonClass,
  navIconClass,
  type NavEntry,
  type NavGroup,
} from './header-parts.tsx';
import { useSignOut } from './use-sign-out.ts';

/** Admins (granted by the operator, of either account type) get the console in their menu. */
export const withAdminEntry = (entries: NavEntry[], user: Pick<TUser, 'is_admin'> | undefined) =>
  user?.is_admin
    ? [
        ...entries,
        {
          label: S.nav.admin,
          to: '/admin',
          icon: <ShieldCheck aria-hidden="true" className={navIconClass} />,
        },
      ]
    : entries;

type AccountIdentityProps = {
  picture: ReactNode;
  user: Pick<TUser, 'first_name' | 'last_name' | 'username'>;
};

/** Picture, full name and @username, atop the account menu and the phone menu. */
export const AccountIdentity = ({ picture, user }: AccountIdentityProps) => (
  <div className="flex items-center gap-3">
    {picture}
    <div className="min-w-0">
      <p className="truncate text-sm font-semibold text-slate-900">
        {user.first_name} {user.last_name}
      </p>
      <p className="truncate text-xs text-slate-500">@{user.username}</p>
    </div>
  </div>
);

type AccountMenuProps = {
  /** The trigger's picture, or a placeholder while the user loads. */
  avatar: ReactNode;
  /** Who is signed in; null while the user loads. */
  identity: ReactNode;
  entries: NavEntry[];
  onSignOut: () => void;
};

/** The menu behind the avatar (768 px and up): who is signed in, account links, Logout. */
export const AccountMenu = ({ avatar, identity, entries, onSignOut }: AccountMenuProps) => (
  <div className="hidden md:block">
    <Menu>
      <MenuTrigger aria-label={S.app.accountMenu} className={cn(iconButtonClass, 'ml-1')}>
        {avatar}
      </MenuTrigger>
      <MenuContent>
        {identity ? <MenuLabel>{identity}</MenuLabel> : null}
        <MenuSeparator />
        {entries.map((entry) => (
          <MenuLinkItem key={entry.to} to={entry.to} icon={entry.icon}>
            {entry.label}
          </MenuLinkItem>
        ))}
        <MenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" className={navIconClass} />
          {S.nav.logout}
        </MenuItem>
      </MenuContent>
    </Menu>
  </div>
);

type HeaderAccountProps = Omit<AccountMenuProps, 'onSignOut'> & {
  /** The phone menu's groups before the account entries, which come last. */
  groups: NavGroup[];
};

/** The right end of both headers: the bell, the account menu and, on phones, the menu sheet. */
export const HeaderAccount = ({ avatar, identity, entries, groups }: HeaderAccountProps) => {
  const { signOut } = useSignOut();
  return (
    <div className="ml-auto flex items-center gap-1">
      <NotificationButton />
      <AccountMenu avatar={avatar} identity={identity} entries={entries} onSignOut={signOut} />
      <MobileNav groups={[...groups, { entries }]} account={identity} onSignOut={signOut} />
    </div>
  );
};

import { LogOut, Menu as MenuIcon } from 'lucide-react';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { S } from '../../strings.ts';

export type NavEntry = {
  label: string;
  to: string;
  icon?: ReactNode;
  /** Active on this path only, not below it (/portfolio, not someone's /portfolio/maya). */
  exact?: boolean;
};

/** Links under a heading in the phone menu. */
export type NavGroup = { heading?: string; entries: NavEntry[] };

/** The grey icon beside a menu entry. */
export const navIconClass = 'size-4 text-slate-400';

/** Sticky white bar with a bottom border, shared by the client and freelancer headers. */
export const HeaderShell = ({ children }: { children: ReactNode }) => (
  <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
    <PageContainer className="flex h-16 items-center gap-4">
      <Logo to="/home" />
      {children}
    </PageContainer>
  </header>
);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors duration-300 focus-visible:outline-2 focus-visible:outline-violet-700',
    isActive
      ? 'bg-violet-50 text-violet-800'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );

export const HeaderNavLink = ({ entry }: { entry: NavEntry }) => (
  // One line each; tighter between 768 and 1024 px, where five links share the bar.
  <NavLink
    to={entry.to}
    end={entry.exact}
    className={(state) => cn(navLinkClass(state), 'whitespace-nowrap md:px-2 lg:px-3')}
  >
    {entry.label}
  </NavLink>
);

export const iconButtonClass =
  'relative inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-slate-600 transition-colors duration-300 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700';

/** The bell of both headers (the notifications feature). */
export const NotificationButton = () => <NotificationBell triggerClassName={iconButtonClass} />;

type MobileNavProps = {
  /** Groups of links; each group gets an optional heading. */
  groups: NavGroup[];
  account: ReactNode;
  onSignOut: () => void;
};

/** Under 768 px the header collapses into this sheet with the same links. */
export const MobileNav = ({ groups, account, onSignOut }: MobileNavProps) => {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger aria-label={S.app.openMenu} className={cn(iconButtonClass, 'md:hidden')}>
        <MenuIcon aria-hidden="true" className="size-5" />
      </DialogTrigger>
      <DialogContent title={S.productName} variant="sheet">
        <div className="mb-4 rounded-xl bg-slate-50 p-3">{account}</div>
        <nav aria-label={S.app.openMenu} className="flex flex-col gap-4">
          {groups.map((group, index) => (
            <div key={group.heading ?? index}>
              {group.heading ? (
                <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {group.heading}
                </p>
              ) : null}
              <ul className="flex flex-col">
                {group.entries.map((entry) => (
                  <li key={entry.to}>
                    <NavLink
                      to={entry.to}
                      onClick={() => setOpen(false)}
                      className={(state) => cn(navLinkClass(state), 'flex items-center gap-3')}
                    >
                      {entry.icon}
                      {entry.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
            className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-rose-700 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-violet-700"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {S.nav.logout}
          </button>
        </nav>
      </DialogContent>
    </Dialog>
  );
};

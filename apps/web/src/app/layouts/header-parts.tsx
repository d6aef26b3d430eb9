import { Menu as MenuIcon } from 'lucide-react';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { Suspense, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { cn } from '../../lib/cn.ts';
import { lazyOnIntent } from '../../lib/lazy-on-intent.ts';
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

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
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

export type MobileNavProps = {
  /** Groups of links; each group gets an optional heading. */
  groups: NavGroup[];
  account: ReactNode;
  onSignOut: () => void;
};

// The sheet, and the Radix dialog code with it, loads only when a phone user is about to open
// the menu: no page needs it to draw.
const { Component: MobileNavSheet, preload: preloadSheet } = lazyOnIntent(
  () => import('./mobile-nav-sheet.tsx'),
  (module) => module.MobileNavSheet,
);

/**
 * Under 768 px the header collapses into a sheet with the same links. The button is ours and
 * stays the same element while the sheet loads and after, so focus (and the sheet's return of
 * focus to its opener) never loses it; a press while loading opens the sheet once it is there.
 */
export const MobileNav = (props: MobileNavProps) => {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={S.app.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
        onClick={(event) => {
          // The sheet gives focus back to what held it when it opened: make that this button
          // even where a click does not focus buttons (Safari).
          event.currentTarget.focus();
          setWanted(true);
          setOpen(true);
        }}
        className={cn(iconButtonClass, 'md:hidden')}
      >
        <MenuIcon aria-hidden="true" className="size-5" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavSheet {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
};

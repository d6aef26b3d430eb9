import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { S } from '../../strings.ts';
import { navLinkClass, type MobileNavProps } from './header-parts.tsx';

type Props = MobileNavProps & { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The phone menu's sheet (see MobileNav, which loads this module when its button is first
 * pressed or about to be): the header's links, then Logout.
 */
export const MobileNavSheet = ({ groups, account, onSignOut, open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
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
                    onClick={() => onOpenChange(false)}
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
            onOpenChange(false);
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

import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn.ts';
import { ancestorsOf, openerOf, refocusNear } from '../../lib/focus.ts';
import { S } from '../../strings.ts';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

type DialogContentProps = {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** `sheet` slides in from the right edge (phone menus); `center` is a classic modal. */
  variant?: 'center' | 'sheet';
  /** Width of a centred dialog: forms and confirmations are `md`, detail views `lg`. */
  size?: 'md' | 'lg';
  className?: string;
};

type Opener = { element: HTMLElement | null; ancestors: HTMLElement[] };

/**
 * Mounted with the dialog's content, so it draws once per opening. It reads the focus while
 * drawing, before the commit: by then a menu that opened the dialog is gone from the page and
 * focus with it.
 */
const RememberOpener = ({ into }: { into: RefObject<Opener | null> }) => {
  const [opener] = useState<Opener>(() => {
    const element = openerOf(document.activeElement);
    return { element, ancestors: ancestorsOf(element) };
  });
  useLayoutEffect(() => {
    into.current = opener;
  }, [into, opener]);
  return null;
};

export const DialogContent = ({
  title,
  description,
  children,
  variant = 'center',
  size = 'md',
  className,
}: DialogContentProps) => {
  // Radix returns focus only to a DialogTrigger; most dialogs here open from a menu or a row.
  const opener = useRef<Opener>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-900/40" />
      <RadixDialog.Content
        className={cn(
          'fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none',
          variant === 'center'
            ? cn(
                'top-1/2 left-1/2 max-h-[85vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 animate-pop-in rounded-xl p-6',
                size === 'lg' ? 'max-w-2xl' : 'max-w-lg',
              )
            : 'inset-y-0 right-0 w-[min(20rem,85vw)] animate-slide-in-right p-4',
          className,
        )}
        // Radix warns about a missing description unless told explicitly there is none.
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const { element, ancestors } = opener.current ?? { element: null, ancestors: [] };
          if (element?.isConnected) element.focus();
          // The opener went with the action (a deleted row): focus stays near where it was.
          else refocusNear(ancestors);
        }}
      >
        <RememberOpener into={opener} />
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-slate-500">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          <RadixDialog.Close
            aria-label={S.app.close}
            className="-mt-1 -mr-1 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
};

import { Bell, BellOff } from 'lucide-react';
import {
  Menu,
  MenuContent,
  MenuLabel,
  MenuLinkItem,
  MenuSeparator,
  MenuTrigger,
} from '../../../components/ui/menu.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatRelativeTime } from '../../../lib/format.ts';
import { S } from '../../../strings.ts';
import { useMarkAllNotificationsRead, useNotifications } from '../api/notifications.ts';

/** The bell of both headers: the unread count, live, and the latest notifications. */
export const NotificationBell = ({ triggerClassName }: { triggerClassName: string }) => {
  const notifications = useNotifications();
  const markRead = useMarkAllNotificationsRead();

  const unread = notifications.data?.meta.unread_count ?? 0;
  const items = notifications.data?.data ?? [];

  return (
    // Read when the list closes, so the unread ones stay tinted while they are being read.
    <Menu onOpenChange={(open) => !open && unread > 0 && markRead.mutate()}>
      <MenuTrigger
        aria-label={unread ? `${S.app.notifications} (${unread})` : S.app.notifications}
        className={triggerClassName}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 ? (
          <span
            data-testid="unread-count"
            className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </MenuTrigger>
      <MenuContent className="max-h-[min(28rem,75vh)] w-80 overflow-y-auto overscroll-contain">
        <MenuLabel>{S.app.notifications}</MenuLabel>
        <MenuSeparator />
        {items.length === 0 ? (
          <p className="flex items-center gap-2 px-3 py-4 text-sm text-slate-500">
            <BellOff aria-hidden="true" className="size-4" />
            {S.app.noNotifications}
          </p>
        ) : (
          items.map((item) => (
            <MenuLinkItem
              key={item.id}
              to={item.link}
              className={cn('flex-col items-start gap-0.5', !item.read && 'bg-violet-50/60')}
            >
              <span className="text-sm text-slate-800">{item.text}</span>
              <span className="text-xs text-slate-500">{formatRelativeTime(item.created_at)}</span>
            </MenuLinkItem>
          ))
        )}
      </MenuContent>
    </Menu>
  );
};

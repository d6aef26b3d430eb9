import { ArrowLeft, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import type { TAccountType, TChat } from '@marketplace/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Menu, MenuContent, MenuItem, MoreMenuTrigger } from '../../../components/ui/menu.tsx';
import { formatDate } from '../../../lib/format.ts';
import { S } from '../../../strings-chat.ts';
import type { otherParty } from '../other-party.ts';
import type { ChatDialog } from './chat-dialogs.tsx';
import { VerifiedMark } from '../../../components/ui/verified-mark.tsx';

type ChatRoomHeaderProps = {
  chat: TChat;
  accountType: TAccountType;
  other: ReturnType<typeof otherParty>;
  onOpen: (dialog: ChatDialog) => void;
};

/**
 * The room's title bar: back to the list (phones), the other person, the job or the order, the
 * menu. A chat without a job belongs to a service order: it has no contract end to set.
 */
export const ChatRoomHeader = ({ chat, accountType, other, onOpen }: ChatRoomHeaderProps) => (
  <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
    <Link
      to="/chat"
      className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 md:hidden"
      aria-label={S.chat.back}
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
    </Link>
    <Avatar src={other.avatarUrl} name={other.name} className="max-sm:hidden" />
    <div className="min-w-0 flex-1">
      <h2 className="truncate font-semibold text-slate-900">{chat.job_title}</h2>
      {/* The end date is shown nowhere else in the room: it wraps rather than being cut. */}
      <p className="flex flex-wrap gap-x-1 text-xs text-slate-500">
        {chat.job_post_id === null ? (
          <>
            <span className="max-w-full truncate">{other.name}</span>
            <VerifiedMark verified={other.verified} />
          </>
        ) : (
          <>
            <span className="max-w-full truncate">{other.name}</span>
            <VerifiedMark verified={other.verified} />
            <span aria-hidden="true">·</span>
            <span>
              {chat.end_date ? S.chat.endsOn(formatDate(chat.end_date)) : S.chat.clientNotSetTime}
            </span>
          </>
        )}
      </p>
    </div>
    {chat.order_id !== null ? (
      <Link
        to={`/orders/${chat.order_id}`}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-violet-700 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-700"
      >
        <ReceiptText aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{S.chat.viewOrder}</span>
      </Link>
    ) : null}
    <Menu>
      <MoreMenuTrigger label={S.chat.roomMenu} />
      <MenuContent>
        {accountType === 'client' && chat.job_post_id !== null ? (
          <MenuItem onSelect={() => onOpen('end')}>{S.chat.setEndOfContract}</MenuItem>
        ) : (
          <MenuItem onSelect={() => onOpen('info')}>{S.chat.seeChatInfo}</MenuItem>
        )}
        <MenuItem onSelect={() => onOpen('delete')} tone="danger">
          {S.chat.deleteChat}
        </MenuItem>
      </MenuContent>
    </Menu>
  </header>
);

import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { TAccountType, TChat } from '@marketplace/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { S } from '../../../strings-chat.ts';
import { otherParty } from '../other-party.ts';

/** SPEC: the client sees the last message cut to its first word plus '...'. */
const firstWordPreview = (text: string) => `${text.trim().split(/\s+/)[0] ?? ''}...`;

type ChatListProps = {
  chats: TChat[];
  accountType: TAccountType;
  activeId: number | undefined;
  showEnded: boolean;
  onShowEndedChange: (value: boolean) => void;
};

export const ChatList = ({
  chats,
  accountType,
  activeId,
  showEnded,
  onShowEndedChange,
}: ChatListProps) => {
  const visible = chats.filter((chat) => showEnded || !chat.ended);
  const isClient = accountType === 'client';
  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-slate-200 px-4 py-3">
        {isClient ? null : (
          <p className="text-lg font-semibold text-slate-900">{S.chat.chatPanel}</p>
        )}
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-xs font-semibold tracking-wide text-slate-500">
            {isClient ? S.chat.recentChats : S.chat.recentChatsUpper}
          </h2>
          <label className="flex cursor-pointer items-center gap-2 text-xs text-slate-600">
            <input
              type="checkbox"
              role="switch"
              checked={showEnded}
              onChange={(event) => onShowEndedChange(event.target.checked)}
              className="accent-violet-700"
            />
            {S.chat.temporaryRemoved}
          </label>
        </div>
      </div>
      {visible.length === 0 ? (
        <div className="p-4">
          <EmptyState
            icon={MessagesSquare}
            title={S.chat.noChats}
            description={S.chat.noChatsHint[accountType]}
            action={
              <Link
                to={accountType === 'client' ? '/proposals/' : '/home'}
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
              >
                {S.chat.noChatsAction[accountType]}
              </Link>
            }
          />
        </div>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto">
          {visible.map((chat) => {
            const { name, avatarUrl } = otherParty(chat, accountType);
            const preview = chat.last_message
              ? isClient
                ? firstWordPreview(chat.last_message.message)
                : chat.last_message.message
              : chat.job_title;
            return (
              <li key={chat.id}>
                <Link
                  to={`/chat/${chat.id}`}
                  aria-current={chat.id === activeId ? 'page' : undefined}
                  className={cn(
                    'flex items-start gap-3 border-b border-slate-100 px-4 py-3 hover:bg-slate-50',
                    chat.id === activeId && 'bg-violet-50 hover:bg-violet-50',
                  )}
                >
                  <Avatar src={avatarUrl} name={name} size="sm" />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm font-medium text-slate-900">{name}</span>
                      {chat.unread_count > 0 ? (
                        <span
                          className="rounded-full bg-violet-700 px-2 py-0.5 text-xs font-semibold text-white"
                          aria-label={S.chat.unread(chat.unread_count)}
                        >
                          {chat.unread_count}
                        </span>
                      ) : null}
                    </span>
                    {/* slate-600: slate-500 falls under 4.5:1 on the selected row's violet-50. */}
                    <span className="block truncate text-xs text-slate-600">{preview}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};

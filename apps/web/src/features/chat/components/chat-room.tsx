import { ArrowDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TAccountType, TChat, TChatMessage } from '@marketplace/contract';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLatch } from '../../../lib/use-latch.ts';
import { S } from '../../../strings-chat.ts';
import { useMessages } from '../api/get-messages.ts';
import { useChatCatchUp } from '../hooks/use-chat-catch-up.ts';
import { useReadMarks } from '../hooks/use-read-marks.ts';
import { useScrollAnchor } from '../hooks/use-scroll-anchor.ts';
import { useSendQueue } from '../hooks/use-send-queue.ts';
import { useOtherTyping } from '../hooks/use-typing.ts';
import { otherParty } from '../other-party.ts';
import { ChatComposer } from './chat-composer.tsx';
import type { ChatDialog } from './chat-dialogs.tsx';
import { ChatRoomHeader } from './chat-room-header.tsx';
import { MessageBubble, SystemLine } from './message-bubble.tsx';

// The room's dialogs (Radix Dialog, the end-date form) load when one is first opened: the room
// draws and works without them (issue 12).
const ChatDialogs = lazy(() =>
  import('./chat-dialogs.tsx').then((m) => ({ default: m.ChatDialogs })),
);

/** SPEC: a message shows characters 12 to 16 of its timestamp (HH:MM). */
const messageTime = (iso: string) => iso.slice(11, 16);

type ChatRoomProps = { chat: TChat; accountType: TAccountType; userId: number | undefined };

export const ChatRoom = ({ chat, accountType, userId }: ChatRoomProps) => {
  const navigate = useNavigate();
  const messages = useMessages(chat.id);
  const [dialog, setDialog] = useState<ChatDialog>();
  const dialogsWanted = useLatch(dialog !== undefined);

  const log: TChatMessage[] = (messages.data?.pages ?? [])
    .slice()
    .reverse()
    .flatMap((page) => page.data);
  const lastId = log.at(-1)?.id;

  useChatCatchUp(chat.id, messages.data !== undefined, lastId);
  useReadMarks(chat, lastId);
  const { pending, enqueue, retry } = useSendQueue(chat.id);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = messages;
  const anchor = useScrollAnchor({
    lastId,
    lastIsMine: log.at(-1)?.sender === userId,
    pendingCount: pending.length,
    pageCount: messages.data?.pages.length ?? 0,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
  });
  const otherTyping = useOtherTyping(chat.id, userId);

  const other = otherParty(chat, accountType);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <ChatRoomHeader chat={chat} accountType={accountType} other={other} onOpen={setDialog} />

      <div className="relative flex min-h-0 flex-1 flex-col">
        <div
          ref={anchor.scroller}
          onScroll={anchor.onScroll}
          className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-700"
          role="log"
          aria-label={S.chat.conversation}
          // A scroll region the keyboard can reach and scroll with the arrow keys (issue 15).
          tabIndex={0}
        >
          {messages.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : messages.isError ? (
            <ErrorState message={S.chat.loadFailed} onRetry={() => void messages.refetch()} />
          ) : (
            <>
              {hasNextPage ? (
                // Scrolling here loads older messages; the button serves keyboards and tests.
                <div ref={anchor.olderTrigger} className="mb-3 text-center">
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={isFetchingNextPage}
                    loadingText={S.chat.loadingOlder}
                    onClick={anchor.loadOlder}
                  >
                    {S.chat.loadOlder}
                  </Button>
                </div>
              ) : null}
              {log.length === 0 && pending.length === 0 ? (
                <p className="py-10 text-center text-sm text-slate-500">{S.chat.noMessages}</p>
              ) : null}
              <ol className="flex flex-col gap-2">
                {log.map((message) =>
                  message.system ? (
                    <SystemLine
                      key={message.id}
                      text={message.message}
                      meta={messageTime(message.created_at)}
                    />
                  ) : (
                    <MessageBubble
                      key={message.id}
                      mine={message.sender === userId}
                      text={message.message}
                      meta={messageTime(message.created_at)}
                    />
                  ),
                )}
                {pending.map((item) => (
                  <MessageBubble
                    key={item.key}
                    mine
                    text={item.text}
                    meta={item.failed ? S.chat.failed : S.chat.sending}
                    failed={item.failed}
                    onRetry={() => retry(item)}
                  />
                ))}
              </ol>
            </>
          )}
        </div>
        {anchor.newBelow ? (
          <Button
            size="sm"
            onClick={anchor.jumpToNewest}
            className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-md"
          >
            <ArrowDown aria-hidden="true" className="size-4" />
            {S.chat.newMessages}
          </Button>
        ) : null}
      </div>
      <p className="h-5 bg-slate-50 px-4 text-xs text-slate-500">
        {otherTyping ? `${other.name} ${S.chat.typing}` : ''}
      </p>

      {chat.ended ? (
        <p className="border-t border-slate-200 bg-white px-4 py-4 text-sm text-slate-600">
          {S.chat.ended}
        </p>
      ) : (
        <ChatComposer chatId={chat.id} onSend={enqueue} />
      )}

      {dialogsWanted ? (
        <Suspense fallback={null}>
          <ChatDialogs
            chat={chat}
            dialog={dialog}
            other={other.name}
            onClose={() => setDialog(undefined)}
            onDeleted={() => navigate('/chat')}
          />
        </Suspense>
      ) : null}
    </div>
  );
};

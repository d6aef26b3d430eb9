import { useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { chatKeys } from '../../features/chat/api/chat-keys.ts';
import { useChats } from '../../features/chat/api/list-chats.ts';
import { ChatList } from '../../features/chat/components/chat-list.tsx';
import { ChatRoom } from '../../features/chat/components/chat-room.tsx';
import { useMe } from '../../features/user/api/get-me.ts';
import { cn } from '../../lib/cn.ts';
import { useSession } from '../../lib/session.ts';
import { useRealtimeFrame } from '../../lib/use-realtime.ts';
import { S } from '../../strings-chat.ts';

/**
 * /chat, /chat/:id and /chat_client_freelancer/: the list of chats beside the open room.
 * Under 768 px one of the two shows at a time: the list at /chat, the room at /chat/:id.
 */
export const ChatRoute = () => {
  const params = useParams();
  const activeId = params.id ? Number(params.id) : undefined;
  const accountType = useSession()?.accountType ?? 'freelancer';
  const me = useMe();
  const chats = useChats();
  const queryClient = useQueryClient();
  const [showEnded, setShowEnded] = useState(false);

  // A message or an end date anywhere reorders the list and updates its badges.
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
  useRealtimeFrame('message', refreshList);
  useRealtimeFrame('chat_updated', refreshList);

  const active = chats.data?.find((chat) => chat.id === activeId);

  return (
    <PageContainer className="py-6">
      <h1 className="sr-only">{S.chat.heading}</h1>
      <Card className="grid h-[calc(100dvh-11rem)] min-h-[28rem] grid-cols-[minmax(0,1fr)] overflow-hidden md:grid-cols-[20rem_minmax(0,1fr)]">
        <aside
          className={cn(
            'min-h-0 border-r border-slate-200',
            activeId !== undefined && 'hidden md:block',
          )}
        >
          {chats.isPending ? (
            <Skeleton className="m-4 h-40" />
          ) : chats.isError ? (
            <div className="p-4">
              <ErrorState message={S.chat.loadFailed} onRetry={() => void chats.refetch()} />
            </div>
          ) : (
            <ChatList
              chats={chats.data}
              accountType={accountType}
              activeId={activeId}
              showEnded={showEnded}
              onShowEndedChange={setShowEnded}
            />
          )}
        </aside>
        <section className={cn('min-h-0 min-w-0', activeId === undefined && 'hidden md:block')}>
          {active ? (
            <ChatRoom
              key={active.id}
              chat={active}
              accountType={accountType}
              userId={me.data?.id}
            />
          ) : chats.data?.length ? (
            <div className="flex h-full items-center justify-center p-6">
              <EmptyState icon={MessagesSquare} title={S.chat.pickChat} />
            </div>
          ) : (
            // With no chats at all, the list's empty state says it all.
            <div className="h-full bg-slate-50" />
          )}
        </section>
      </Card>
    </PageContainer>
  );
};

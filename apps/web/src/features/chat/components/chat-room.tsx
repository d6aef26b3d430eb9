import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowLeft, MoreVertical, Send } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  MESSAGE_MAX,
  type TAccountType,
  type TChat,
  type TChatMessage,
} from '@marketplace/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { useRealtimeFrame, useRealtimeStatus } from '../../../lib/use-realtime.ts';
import { realtime } from '../../../lib/ws-client.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings.ts';
import { useHideChat, useMarkRead, useSendMessage, useSetExpiryDate } from '../api/chat-actions.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { addMessages, getMessages, useMessages } from '../api/get-messages.ts';
import { otherParty } from '../other-party.ts';

/** SPEC: a message shows characters 12 to 16 of its timestamp (HH:MM). */
const messageTime = (iso: string) => iso.slice(11, 16);

const TYPING_SHOWN_MS = 3000;
const TYPING_SEND_EVERY_MS = 2000;
/** Within this distance of the bottom the reader counts as following the conversation. */
const FOLLOWING_WITHIN_PX = 80;
/** Older messages start loading this far before the reader reaches the top. */
const LOAD_OLDER_AHEAD_PX = 200;

type Pending = { key: string; text: string; failed: boolean };

type ChatRoomProps = { chat: TChat; accountType: TAccountType; userId: number | undefined };

export const ChatRoom = ({ chat, accountType, userId }: ChatRoomProps) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const messages = useMessages(chat.id);
  const send = useSendMessage();
  const markRead = useMarkRead();
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<Pending[]>([]);
  const [typingUntil, setTypingUntil] = useState(0);
  const [dialog, setDialog] = useState<'info' | 'end' | 'delete'>();
  const scroller = useRef<HTMLDivElement>(null);
  const olderTrigger = useRef<HTMLDivElement>(null);
  // Whether the reader is at the newest message, so arrivals keep the view there.
  const following = useRef(true);
  // While older messages load: the distance to the bottom to restore once they are above.
  const distanceFromBottom = useRef<number | null>(null);
  const [newBelow, setNewBelow] = useState(false);
  const lastTypingSent = useRef(0);
  const status = useRealtimeStatus();
  // Set whenever something may have been sent that the log does not hold: the socket was not
  // ready (at mount or after a drop), or a message came before the log had loaded.
  const needsCatchUp = useRef(status !== 'ready');

  const log: TChatMessage[] = (messages.data?.pages ?? [])
    .slice()
    .reverse()
    .flatMap((page) => page.data);
  const lastId = log.at(-1)?.id;

  // New messages arrive on the shared socket; they are added once, by id.
  useRealtimeFrame('message', (frame) => {
    const message = frame.data;
    if (message.chat_id !== chat.id) return;
    if (!queryClient.getQueryData(chatKeys.messages(chat.id))) needsCatchUp.current = true;
    addMessages(queryClient, chat.id, [message]);
  });
  useRealtimeFrame('typing', (frame) => {
    if (frame.chat_id === chat.id && frame.userId !== userId)
      setTypingUntil(Date.now() + TYPING_SHOWN_MS);
  });

  // Once the socket is ready and the log loaded, fetch what was sent meanwhile (everything
  // after the newest message held, or the newest page of an empty room): nothing is lost,
  // and adding by id shows nothing twice.
  const logLoaded = messages.data !== undefined;
  useEffect(() => {
    if (status !== 'ready') {
      needsCatchUp.current = true;
      return;
    }
    if (!logLoaded || !needsCatchUp.current) return;
    needsCatchUp.current = false;
    getMessages(chat.id, lastId === undefined ? {} : { after: lastId })
      .then((page) => addMessages(queryClient, chat.id, page.data))
      // Tried again on the next change (a new message, a reconnect).
      .catch(() => (needsCatchUp.current = true));
  }, [status, logLoaded, chat.id, lastId, queryClient]);

  // Reading the room marks it read up to the newest message.
  const unread = chat.unread_count;
  useEffect(() => {
    if (lastId !== undefined && unread > 0) markRead.mutate({ chatId: chat.id, messageId: lastId });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a newer message arrives
  }, [lastId, unread, chat.id]);

  // Arrivals keep a reader who follows the conversation (or who just sent) at the newest
  // message; someone reading history stays put and gets a button to jump down.
  const lastIsMine = log.at(-1)?.sender === userId;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || lastId === undefined) return;
    if (following.current || lastIsMine || pending.length > 0) {
      element.scrollTop = element.scrollHeight;
      following.current = true;
    } else {
      setNewBelow(true);
    }
  }, [lastId, lastIsMine, pending.length]);

  // Older messages are prepended: keep the message the reader was looking at in place.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = messages;
  const pageCount = messages.data?.pages.length ?? 0;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || distanceFromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - distanceFromBottom.current;
    distanceFromBottom.current = null;
  }, [pageCount]);

  const loadOlder = useCallback(() => {
    const element = scroller.current;
    if (element) distanceFromBottom.current = element.scrollHeight - element.scrollTop;
    void fetchNextPage();
  }, [fetchNextPage]);

  // Scrolling up to the top of the log loads the page before it.
  useEffect(() => {
    const root = scroller.current;
    const target = olderTrigger.current;
    if (!root || !target || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlder();
      },
      { root, rootMargin: `${LOAD_OLDER_AHEAD_PX}px 0px 0px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, loadOlder]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    following.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOWING_WITHIN_PX;
    if (following.current) setNewBelow(false);
  };

  const jumpToNewest = () => {
    const element = scroller.current;
    if (element) element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
    setNewBelow(false);
  };

  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const deliver = (item: Pending) => {
    send.mutate(
      { chatId: chat.id, message: item.text },
      {
        onSuccess: () => setPending((current) => current.filter((p) => p.key !== item.key)),
        onError: (error) => {
          setPending((current) =>
            current.map((p) => (p.key === item.key ? { ...p, failed: true } : p)),
          );
          if (isApiError(error)) notify.error(error.message);
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    const item = { key: `${Date.now()}-${Math.random()}`, text, failed: false };
    setPending((current) => [...current, item]);
    setDraft('');
    deliver(item);
  };

  const onDraftChange = (value: string) => {
    setDraft(value);
    if (Date.now() - lastTypingSent.current > TYPING_SEND_EVERY_MS) {
      lastTypingSent.current = Date.now();
      realtime.send({ type: 'typing', chat_id: chat.id });
    }
  };

  const other = otherParty(chat, accountType);

  return (
    <div className="flex h-full min-h-0 flex-col">
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
            <span className="max-w-full truncate">{other.name} ·</span>
            <span>
              {chat.end_date ? S.chat.endsOn(formatDate(chat.end_date)) : S.chat.clientNotSetTime}
            </span>
          </p>
        </div>
        <Menu>
          <MenuTrigger
            aria-label={S.chat.roomMenu}
            className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700"
          >
            <MoreVertical aria-hidden="true" className="size-5" />
          </MenuTrigger>
          <MenuContent>
            {accountType === 'client' ? (
              <MenuItem onSelect={() => setDialog('end')}>{S.chat.setEndOfContract}</MenuItem>
            ) : (
              <MenuItem onSelect={() => setDialog('info')}>{S.chat.seeChatInfo}</MenuItem>
            )}
            <MenuItem onSelect={() => setDialog('delete')} tone="danger">
              {S.chat.deleteChat}
            </MenuItem>
          </MenuContent>
        </Menu>
      </header>

      <div className="relative flex min-h-0 flex-1 flex-col">
        <div
          ref={scroller}
          onScroll={onScroll}
          className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-4 py-4"
          role="log"
          aria-label={S.chat.conversation}
        >
          {messages.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : messages.isError ? (
            <ErrorState message={S.chat.loadFailed} onRetry={() => void messages.refetch()} />
          ) : (
            <>
              {hasNextPage ? (
                // Scrolling here loads older messages; the button serves keyboards and tests.
                <div ref={olderTrigger} className="mb-3 text-center">
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={isFetchingNextPage}
                    loadingText={S.chat.loadingOlder}
                    onClick={loadOlder}
                  >
                    {S.chat.loadOlder}
                  </Button>
                </div>
              ) : null}
              {log.length === 0 && pending.length === 0 ? (
                <p className="py-10 text-center text-sm text-slate-500">{S.chat.noMessages}</p>
              ) : null}
              <ol className="flex flex-col gap-2">
                {log.map((message) => (
                  <Bubble
                    key={message.id}
                    mine={message.sender === userId}
                    text={message.message}
                    meta={messageTime(message.created_at)}
                  />
                ))}
                {pending.map((item) => (
                  <Bubble
                    key={item.key}
                    mine
                    text={item.text}
                    meta={item.failed ? S.chat.failed : S.chat.sending}
                    failed={item.failed}
                    onRetry={() => {
                      setPending((current) =>
                        current.map((p) => (p.key === item.key ? { ...p, failed: false } : p)),
                      );
                      deliver(item);
                    }}
                  />
                ))}
              </ol>
            </>
          )}
        </div>
        {newBelow ? (
          <Button
            size="sm"
            onClick={jumpToNewest}
            className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-md"
          >
            <ArrowDown aria-hidden="true" className="size-4" />
            {S.chat.newMessages}
          </Button>
        ) : null}
      </div>
      <p className="h-5 bg-slate-50 px-4 text-xs text-slate-500">
        {typingUntil > Date.now() ? `${other.name} ${S.chat.typing}` : ''}
      </p>

      {chat.ended ? (
        <p className="border-t border-slate-200 bg-white px-4 py-4 text-sm text-slate-600">
          {S.chat.ended}
        </p>
      ) : (
        <form
          onSubmit={submit}
          className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
        >
          <label htmlFor="chat-message" className="sr-only">
            {S.chat.messageLabel}
          </label>
          <textarea
            id="chat-message"
            rows={1}
            value={draft}
            maxLength={MESSAGE_MAX}
            placeholder={S.chat.messagePlaceholder}
            onChange={(event) => onDraftChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
            className="max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-violet-600 focus:outline-2 focus:outline-violet-600"
          />
          <Button type="submit" disabled={!draft.trim()} aria-label={S.chat.send}>
            <Send aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{S.chat.send}</span>
          </Button>
        </form>
      )}

      <ChatDialogs
        chat={chat}
        dialog={dialog}
        other={other.name}
        onClose={() => setDialog(undefined)}
        onDeleted={() => navigate('/chat')}
      />
    </div>
  );
};

const Bubble = ({
  mine,
  text,
  meta,
  failed = false,
  onRetry,
}: {
  mine: boolean;
  text: string;
  meta: string;
  failed?: boolean;
  onRetry?: () => void;
}) => (
  <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
    <div
      className={cn(
        'max-w-[80%] rounded-2xl px-3 py-2 text-sm shadow-sm',
        mine ? 'bg-violet-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-200',
        failed && 'bg-rose-600',
      )}
    >
      <p className="break-words whitespace-pre-line">{text}</p>
      <p className={cn('mt-1 text-right text-[11px]', mine ? 'text-violet-100' : 'text-slate-500')}>
        {meta}
        {onRetry && failed ? (
          <button type="button" onClick={onRetry} className="ml-2 font-semibold underline">
            {S.chat.retry}
          </button>
        ) : null}
      </p>
    </div>
  </li>
);

const ChatDialogs = ({
  chat,
  dialog,
  other,
  onClose,
  onDeleted,
}: {
  chat: TChat;
  dialog: 'info' | 'end' | 'delete' | undefined;
  other: string;
  onClose: () => void;
  onDeleted: () => void;
}) => {
  const setExpiry = useSetExpiryDate();
  const hide = useHideChat();
  const queryClient = useQueryClient();
  const today = new Date().toISOString().slice(0, 10);
  const [endDate, setEndDate] = useState(chat.end_date?.slice(0, 10) ?? '');
  const [error, setError] = useState<string>();

  const saveEnd = (event: FormEvent) => {
    event.preventDefault();
    setExpiry.mutate(
      { chatId: chat.id, endDate },
      {
        onSuccess: () => {
          notify.success(S.chat.expirySet);
          void queryClient.invalidateQueries({ queryKey: chatKeys.all });
          onClose();
        },
        onError: (failure) =>
          setError(
            isApiError(failure)
              ? (failure.fieldErrors.end_date ?? failure.message)
              : S.app.somethingWentWrong,
          ),
      },
    );
  };

  return (
    <Dialog open={dialog !== undefined} onOpenChange={(open) => !open && onClose()}>
      {dialog === 'info' ? (
        <DialogContent title={S.chat.info}>
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="text-slate-500">{S.chat.job}</dt>
              <dd>
                <Link
                  to={`/job/${chat.job_post_id}`}
                  className="font-medium text-violet-700 hover:underline"
                >
                  {chat.job_title}
                </Link>
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{S.chat.otherParty}</dt>
              <dd className="font-medium text-slate-900">{other}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{S.chat.started}</dt>
              <dd className="font-medium text-slate-900">{formatDate(chat.started_at)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{S.chat.ends}</dt>
              <dd className="font-medium text-slate-900">
                {chat.end_date ? formatDate(chat.end_date) : S.chat.clientNotSetTime}
              </dd>
            </div>
          </dl>
        </DialogContent>
      ) : dialog === 'end' ? (
        <DialogContent title={S.chat.setEndOfContract} description={chat.job_title}>
          <form onSubmit={saveEnd} className="flex flex-col gap-4">
            <TextField
              label={S.chat.endDate}
              type="date"
              min={today}
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
              onFocus={() => setError(undefined)}
              error={error}
              required
            />
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={onClose}>
                {S.jobs.cancel}
              </Button>
              <Button type="submit" loading={setExpiry.isPending} disabled={!endDate}>
                {S.chat.save}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : dialog === 'delete' ? (
        <DialogContent title={S.chat.confirmDeleteTitle} description={chat.job_title}>
          <p className="text-sm text-slate-600">{S.chat.confirmDeleteText}</p>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              {S.jobs.cancel}
            </Button>
            <Button
              variant="destructive"
              loading={hide.isPending}
              onClick={() =>
                hide.mutate(chat.id, {
                  onSuccess: () => {
                    notify.success(S.chat.deleted);
                    onClose();
                    onDeleted();
                  },
                })
              }
            >
              {S.chat.deleteChat}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
};

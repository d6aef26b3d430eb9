import type { TDisputeDetail } from '@marketplace/contract';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { S } from '../../../strings-admin.ts';

/** The order's conversation as the admin reads it: who wrote what, and the order's own lines. */
export const ConversationLog = ({ messages }: { messages: TDisputeDetail['messages'] }) => (
  <Card className="p-5 sm:p-6">
    <h2 className="text-base font-semibold text-slate-900">{S.admin.conversation}</h2>
    {messages.length === 0 ? (
      <p className="mt-3 text-sm text-slate-500">{S.admin.noMessages}</p>
    ) : (
      <ol
        className="mt-4 flex max-h-[28rem] flex-col gap-3 overflow-y-auto pr-1"
        aria-label={S.admin.conversation}
        tabIndex={0}
      >
        {messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              'rounded-lg px-3 py-2 text-sm',
              message.sender_id === null ? 'bg-slate-50 text-slate-600' : 'bg-violet-50/60',
            )}
          >
            <p className="text-xs text-slate-500">
              <span className="font-medium text-slate-700">
                {message.sender_id === null ? message.sender_name : `@${message.sender_name}`}
              </span>{' '}
              · <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </p>
            <p className="mt-0.5 break-words whitespace-pre-line text-slate-800">{message.text}</p>
          </li>
        ))}
      </ol>
    )}
  </Card>
);

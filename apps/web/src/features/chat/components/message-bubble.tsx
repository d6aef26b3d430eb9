import { cn } from '../../../lib/cn.ts';
import { S } from '../../../strings-chat.ts';

type MessageBubbleProps = {
  mine: boolean;
  text: string;
  meta: string;
  failed?: boolean;
  onRetry?: () => void;
};

/** One message of the log: mine on the right, theirs on the left, a failed one in red. */
export const MessageBubble = ({
  mine,
  text,
  meta,
  failed = false,
  onRetry,
}: MessageBubbleProps) => (
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

/** An order's event told in the conversation ('Payment received'): a centred, muted line. */
export const SystemLine = ({ text, meta }: { text: string; meta: string }) => (
  <li className="flex justify-center py-1" data-system="true">
    <p className="max-w-[90%] rounded-full bg-slate-100 px-3 py-1 text-center text-xs text-slate-700">
      <span className="sr-only">{S.chat.systemMessage}: </span>
      {text}
      <span className="ml-2 text-slate-500">{meta}</span>
    </p>
  </li>
);

import { Link } from 'react-router';
import type { TChat } from '@marketplace/contract';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import { formatDate } from '../../../lib/format.ts';
import { S } from '../../../strings-chat.ts';

/**
 * 'See chat info': the job (or, for a service order's chat, the order), the other party and
 * the contract's dates.
 */
export const ChatInfoDialogContent = ({ chat, other }: { chat: TChat; other: string }) => (
  <DialogContent title={S.chat.info}>
    <dl className="grid gap-3 text-sm">
      <div>
        <dt className="text-slate-500">{chat.job_post_id === null ? S.chat.order : S.chat.job}</dt>
        <dd>
          <Link
            to={
              chat.job_post_id === null
                ? `/orders/${chat.order_id ?? ''}`
                : `/job/${chat.job_post_id}`
            }
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
      {chat.job_post_id === null ? null : (
        <div>
          <dt className="text-slate-500">{S.chat.ends}</dt>
          <dd className="font-medium text-slate-900">
            {chat.end_date ? formatDate(chat.end_date) : S.chat.clientNotSetTime}
          </dd>
        </div>
      )}
    </dl>
  </DialogContent>
);

import { CircleAlert, CircleCheck, Clock, Info, OctagonAlert, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TOrderDetail } from '@marketplace/contract';
import { cn } from '../../../lib/cn.ts';
import { S } from '../../../strings-money.ts';

type Tone = 'amber' | 'sky' | 'violet' | 'emerald' | 'slate' | 'rose';

const TONES: Record<Tone, string> = {
  amber: 'border-amber-200 bg-amber-50 text-amber-900',
  sky: 'border-sky-200 bg-sky-50 text-sky-900',
  violet: 'border-violet-200 bg-violet-50 text-violet-900',
  emerald: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  slate: 'border-slate-200 bg-slate-50 text-slate-700',
  rose: 'border-rose-200 bg-rose-50 text-rose-900',
};

const Notice = ({
  tone,
  icon,
  title,
  children,
}: {
  tone: Tone;
  icon: ReactNode;
  title?: string;
  children?: ReactNode;
}) => (
  <div role="status" className={cn('flex gap-3 rounded-xl border p-4 text-sm', TONES[tone])}>
    <span className="mt-0.5 shrink-0">{icon}</span>
    <div className="min-w-0">
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <p className={cn(title && 'mt-0.5')}>{children}</p> : null}
    </div>
  </div>
);

const iconClass = 'size-5';

/** What the order's state means for this person, in one or two sentences. */
export const OrderNotices = ({
  order,
  role,
}: {
  order: TOrderDetail;
  role: 'client' | 'freelancer';
}) => {
  const isClient = role === 'client';
  const myId = isClient ? order.client.id : order.freelancer.id;
  const other = isClient
    ? `${order.freelancer.first_name} ${order.freelancer.last_name}`
    : `${order.client.first_name} ${order.client.last_name}`;
  const notices: ReactNode[] = [];

  switch (order.status) {
    case 'awaiting_payment':
      notices.push(
        <Notice
          key="status"
          tone="amber"
          icon={<Clock aria-hidden="true" className={iconClass} />}
          title={S.orders.awaitingFunding}
        >
          {isClient ? S.orders.awaitingFundingClient : S.orders.doNotStart}
        </Notice>,
      );
      break;
    case 'in_escrow':
      notices.push(
        order.overdue ? (
          <Notice
            key="status"
            tone="rose"
            icon={<OctagonAlert aria-hidden="true" className={iconClass} />}
            title={S.orders.overdue}
          >
            {isClient ? S.orders.overdueClient : S.orders.overdueFreelancer}
          </Notice>
        ) : (
          <Notice key="status" tone="sky" icon={<Info aria-hidden="true" className={iconClass} />}>
            {isClient ? S.orders.inEscrowClient : S.orders.inEscrowFreelancer}
          </Notice>
        ),
      );
      break;
    case 'delivered':
      notices.push(
        <Notice key="status" tone="violet" icon={<Info aria-hidden="true" className={iconClass} />}>
          {isClient ? S.orders.deliveredClient : S.orders.deliveredFreelancer}
        </Notice>,
      );
      break;
    case 'completed':
      notices.push(
        <Notice
          key="status"
          tone="emerald"
          icon={<CircleCheck aria-hidden="true" className={iconClass} />}
        >
          {S.orders.completed}
        </Notice>,
      );
      break;
    case 'disputed':
      notices.push(
        <Notice
          key="status"
          tone="rose"
          icon={<Scale aria-hidden="true" className={iconClass} />}
          title={S.orders.disputedTitle}
        >
          {S.orders.disputedText}
        </Notice>,
      );
      break;
    case 'cancelled':
      notices.push(
        <Notice key="status" tone="slate" icon={<Info aria-hidden="true" className={iconClass} />}>
          {S.orders.cancelledText}
        </Notice>,
      );
      break;
  }

  const open = order.status === 'in_escrow' || order.status === 'delivered';
  if (open && order.cancel_requested_by !== null)
    notices.push(
      <Notice
        key="cancel"
        tone="rose"
        icon={<CircleAlert aria-hidden="true" className={iconClass} />}
      >
        {order.cancel_requested_by === myId
          ? S.orders.cancelRequestedByMe
          : S.orders.cancelRequestedByOther(other)}
      </Notice>,
    );

  return <div className="flex flex-col gap-3">{notices}</div>;
};

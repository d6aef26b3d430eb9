import {
  Ban,
  CircleAlert,
  CircleCheck,
  CircleDollarSign,
  Clock,
  PackageCheck,
  RotateCcw,
  Scale,
  ShoppingCart,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import type { TOrderDetail, TOrderEvent, TOrderEventKind } from '@marketplace/contract';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { S } from '../../../strings-money.ts';
import { OrderFileList } from './order-file-list.tsx';

const ICONS: Record<TOrderEventKind, { icon: LucideIcon; tone: string }> = {
  created: { icon: ShoppingCart, tone: 'bg-slate-100 text-slate-600' },
  paid: { icon: CircleDollarSign, tone: 'bg-sky-50 text-sky-700' },
  payment_failed: { icon: CircleAlert, tone: 'bg-rose-50 text-rose-700' },
  delivered: { icon: PackageCheck, tone: 'bg-violet-50 text-violet-700' },
  revision_requested: { icon: RotateCcw, tone: 'bg-amber-50 text-amber-700' },
  accepted: { icon: CircleCheck, tone: 'bg-emerald-50 text-emerald-700' },
  auto_completed: { icon: CircleCheck, tone: 'bg-emerald-50 text-emerald-700' },
  cancel_requested: { icon: XCircle, tone: 'bg-rose-50 text-rose-700' },
  cancelled: { icon: Ban, tone: 'bg-slate-100 text-slate-600' },
  overdue: { icon: Clock, tone: 'bg-amber-50 text-amber-700' },
  dispute_opened: { icon: Scale, tone: 'bg-rose-50 text-rose-700' },
  dispute_resolved: { icon: Scale, tone: 'bg-slate-100 text-slate-700' },
  payment_refunded: { icon: RotateCcw, tone: 'bg-slate-100 text-slate-600' },
};

type OrderTimelineProps = {
  order: TOrderDetail;
  /** The reader's side; none for an admin reading a dispute. */
  role?: 'client' | 'freelancer';
};

/** Every step of the order, oldest first; deliveries stand out with their files. */
export const OrderTimeline = ({ order, role }: OrderTimelineProps) => {
  const myId =
    role === 'client' ? order.client.id : role === 'freelancer' ? order.freelancer.id : null;
  const nameOf = (id: number | null) =>
    id === null
      ? S.orders.bySystem
      : id === myId
        ? S.orders.byYou
        : id === order.client.id
          ? S.orders.byPerson(`${order.client.first_name} ${order.client.last_name}`)
          : id === order.freelancer.id
            ? S.orders.byPerson(`${order.freelancer.first_name} ${order.freelancer.last_name}`)
            : S.orders.byAdmin;

  /** Our own words where the server's text carries money, so amounts read as everywhere else. */
  const textOf = (event: TOrderEvent): string => {
    switch (event.kind) {
      case 'created':
      case 'overdue':
        return '';
      case 'paid':
        return S.orders.paidText(formatMoney(order.price));
      case 'accepted':
      case 'auto_completed':
        return S.orders.releasedText(formatMoney(order.receive), formatMoney(order.fee));
      default:
        return event.message;
    }
  };

  /** Which delivery each delivered event is (1, 2 ...), to tell a redelivery apart. */
  const deliveryNumbers = new Map(
    order.events
      .filter((event) => event.kind === 'delivered')
      .map((event, index) => [event.id, index + 1]),
  );

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{S.orders.timeline}</h2>
      <ol className="mt-4 flex flex-col" aria-label={S.orders.timeline}>
        {order.events.map((event, index) => {
          const { icon: Icon, tone } = ICONS[event.kind];
          const text = textOf(event);
          const isDelivery = event.kind === 'delivered';
          const delivery = deliveryNumbers.get(event.id) ?? 0;
          const last = index === order.events.length - 1;
          return (
            <li key={event.id} className="relative flex gap-3 pb-5 last:pb-0">
              {last ? null : (
                <span
                  aria-hidden="true"
                  className="absolute top-9 bottom-0 left-[15px] w-px bg-slate-200"
                />
              )}
              <span
                className={cn(
                  'relative flex size-8 shrink-0 items-center justify-center rounded-full',
                  tone,
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div className="min-w-0 flex-1 pt-1">
                <p className="text-sm font-medium text-slate-900">
                  {delivery > 1
                    ? `${S.orders.events.delivered} · ${S.orders.deliveryNumber(delivery)}`
                    : event.kind === 'created' && order.kind === 'contract'
                      ? S.orders.contractCreated
                      : S.orders.events[event.kind]}
                </p>
                <p className="text-xs text-slate-500">
                  {nameOf(event.actor_id)} ·{' '}
                  <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
                </p>
                {text || event.files.length ? (
                  <div
                    className={cn(
                      'mt-2 text-sm break-words whitespace-pre-line text-slate-700',
                      isDelivery && 'rounded-lg border border-violet-200 bg-violet-50/60 p-3',
                    )}
                  >
                    {text ? <p>{text}</p> : null}
                    <OrderFileList files={event.files} />
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
};

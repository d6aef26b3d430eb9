import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/format.ts';
import { S } from '../../../strings-money.ts';

type FeeBreakdownProps = {
  price: number;
  fee: number;
  receive: number;
  kind: 'service' | 'contract';
  /** Whose view: the client pays the price; the freelancer receives it less the fee. */
  viewer: 'client' | 'freelancer';
  className?: string;
};

/** Price, the freelancer's 10% fee, what the client pays and what the freelancer receives. */
export const FeeBreakdown = ({
  price,
  fee,
  receive,
  kind,
  viewer,
  className,
}: FeeBreakdownProps) => (
  <dl className={cn('flex flex-col gap-2 text-sm', className)} data-testid="fee-breakdown">
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-slate-600">
        {kind === 'service' ? S.orders.servicePrice : S.orders.contractPrice}
      </dt>
      <dd className="font-medium text-slate-900 tabular-nums">{formatMoney(price)}</dd>
    </div>
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-slate-600">{S.orders.platformFee}</dt>
      <dd className="text-slate-600 tabular-nums">{formatMoney(fee)}</dd>
    </div>
    <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-2">
      <dt className="font-semibold text-slate-900">
        {viewer === 'client' ? S.orders.youPay : S.orders.clientPays}
      </dt>
      <dd className="font-semibold text-slate-900 tabular-nums" data-testid="you-pay">
        {formatMoney(price)}
      </dd>
    </div>
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-slate-600">
        {viewer === 'client' ? S.orders.freelancerReceives : S.orders.youReceive}
      </dt>
      <dd className="text-slate-600 tabular-nums" data-testid="freelancer-receives">
        {formatMoney(receive)}
      </dd>
    </div>
  </dl>
);

import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useOrder } from '../../features/orders/api/get-order.ts';
import { OrderView } from '../../features/orders/components/order-view.tsx';
import { OrderReviewsCard } from '../../features/reviews/components/order-reviews-card.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { S } from '../../strings-money.ts';

/** /orders/:id for the order's client and its freelancer; each sees only their own actions. */
export const OrderDetailRoute = () => {
  const id = Number(useParams().id);
  const order = useOrder(id);
  const role = useSession()?.accountType === 'freelancer' ? 'freelancer' : 'client';
  const listPath = role === 'client' ? '/my_purchases/' : '/orders';

  const back = (
    <Link
      to={listPath}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-violet-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {role === 'client' ? S.orders.purchasesHeading : S.orders.salesHeading}
    </Link>
  );

  const body = () => {
    if (order.isError) {
      const missing = isApiError(order.error) && [400, 403, 404].includes(order.error.status);
      return missing ? (
        <EmptyState
          icon={SearchX}
          title={S.orders.notFound}
          action={
            <Link to={listPath} className={buttonClass({ variant: 'secondary' })}>
              {role === 'client' ? S.orders.purchasesHeading : S.orders.salesHeading}
            </Link>
          }
        />
      ) : (
        <ErrorState message={S.orders.loadOneFailed} onRetry={() => void order.refetch()} />
      );
    }
    if (order.isPending)
      return (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-6">
            <Skeleton className="h-40 w-full rounded-xl" />
            <Skeleton className="h-64 w-full rounded-xl" />
          </div>
          <Skeleton className="h-72 w-full rounded-xl" />
        </div>
      );
    const other = role === 'client' ? order.data.freelancer : order.data.client;
    const self = role === 'client' ? order.data.client : order.data.freelancer;
    return (
      <OrderView
        order={order.data}
        role={role}
        onPaid={() => notify.success(S.checkout.paid)}
        extra={
          order.data.status === 'completed' ? (
            <OrderReviewsCard
              orderId={order.data.id}
              otherName={other.first_name}
              myName={self.first_name}
            />
          ) : null
        }
      />
    );
  };

  return (
    <PageContainer className="py-6 sm:py-8">
      {back}
      <div className="mt-4">{body()}</div>
    </PageContainer>
  );
};

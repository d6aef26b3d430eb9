import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { S } from '../../../strings-orders.ts';
import { useOrders } from '../api/list-orders.ts';
import type { OrderListRole } from '../api/order-keys.ts';
import { OrderCard } from './order-card.tsx';

type OrdersListProps = {
  role: OrderListRole;
  empty: { title: string; description: string; action: ReactNode };
};

/** A client's purchases or a freelancer's sales, newest first, with every list state. */
export const OrdersList = ({ role, empty }: OrdersListProps) => {
  const orders = useOrders(role);
  const viewer = role === 'purchases' ? 'client' : 'freelancer';

  if (orders.isPending)
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-40 w-full rounded-xl" />
        ))}
      </div>
    );
  if (orders.isError)
    return <ErrorState message={S.orders.loadFailed} onRetry={() => void orders.refetch()} />;

  const all = orders.data.pages.flatMap((page) => page.data);
  if (all.length === 0)
    return (
      <EmptyState
        icon={ShoppingBag}
        title={empty.title}
        description={empty.description}
        action={empty.action}
      />
    );

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {all.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} role={viewer} />
          </li>
        ))}
      </ul>
      {orders.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          loading={orders.isFetchingNextPage}
          loadingText={S.orders.loadingMore}
          onClick={() => void orders.fetchNextPage()}
        >
          {S.orders.loadMore}
        </Button>
      ) : null}
    </div>
  );
};

import { Wallet } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { OrdersList } from '../../features/orders/components/orders-list.tsx';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings-orders.ts';

/**
 * /orders (freelancers): what clients bought from them and their funded contracts. A client's
 * orders are their purchases: the address takes them there, not to a freelancer's empty sales.
 */
export const OrdersRoute = () => {
  if (useSession()?.accountType === 'client') return <Navigate to="/my_purchases/" replace />;
  return (
    <PageContainer width="narrow" className="py-8 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">
            {S.orders.salesHeading}
          </h1>
          <p className="mt-1 text-sm text-slate-500">{S.orders.salesIntro}</p>
        </div>
        <Link to="/earnings" className={buttonClass({ variant: 'secondary' })}>
          <Wallet aria-hidden="true" className="size-4" />
          {S.orders.earningsLink}
        </Link>
      </div>
      <div className="mt-6">
        <OrdersList
          role="sales"
          empty={{
            title: S.orders.noSales,
            description: S.orders.noSalesHint,
            action: (
              <Link to="/services" className={buttonClass({ variant: 'secondary' })}>
                {S.orders.myServices}
              </Link>
            ),
          }}
        />
      </div>
    </PageContainer>
  );
};

import { Link, Navigate } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { OrdersList } from '../../features/orders/components/orders-list.tsx';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings-orders.ts';

/**
 * /my_purchases/ (clients): the services they bought and the contracts they fund. Freelancers
 * buy nothing (the server lets clients order): their orders are their sales, at /orders.
 */
export const MyPurchasesRoute = () => {
  if (useSession()?.accountType === 'freelancer') return <Navigate to="/orders" replace />;
  return (
    <PageContainer width="narrow" className="py-8 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">
        {S.orders.purchasesHeading}
      </h1>
      <p className="mt-1 text-sm text-slate-500">{S.orders.purchasesIntro}</p>
      <div className="mt-6">
        <OrdersList
          role="purchases"
          empty={{
            title: S.orders.noPurchases,
            description: S.orders.noPurchasesHint,
            action: (
              <Link to="/all_services" className={buttonClass()}>
                {S.orders.browseServices}
              </Link>
            ),
          }}
        />
      </div>
    </PageContainer>
  );
};

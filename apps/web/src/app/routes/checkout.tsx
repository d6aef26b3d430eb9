import { ArrowLeft, PackageX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TOrderDetail } from '@marketplace/contract';
import { PageContainer } from '../../components/page-container.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { usePaymentsInfo } from '../../features/orders/api/payments-info.ts';
import { CheckoutForm } from '../../features/orders/components/checkout-form.tsx';
import { useService } from '../../features/services/api/get-service.ts';
import { useMe } from '../../features/user/api/get-me.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { S as SERVICES_TEXT } from '../../strings-services.ts';
import { S } from '../../strings-money.ts';

/** /checkout/:serviceId (clients): requirements, files and the card for one service. */
export const CheckoutRoute = () => {
  const serviceId = Number(useParams().serviceId);
  const service = useService(serviceId);
  const me = useMe();
  const paymentsInfo = usePaymentsInfo();
  const accountType = useSession()?.accountType;
  const navigate = useNavigate();

  const back = (
    <Link
      to={`/service/${serviceId}`}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-violet-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {S.checkout.backToService}
    </Link>
  );

  const onPaid = (order: TOrderDetail) => {
    notify.success(S.checkout.paid);
    void navigate(`/orders/${order.id}`, { replace: true });
  };

  const body = () => {
    if (service.isError) {
      const missing = isApiError(service.error) && [400, 404].includes(service.error.status);
      return missing ? (
        <EmptyState
          icon={PackageX}
          title={SERVICES_TEXT.services.notFound}
          description={SERVICES_TEXT.services.notFoundHint}
          action={
            <Link to="/all_services" className={buttonClass()}>
              {S.orders.browseServices}
            </Link>
          }
        />
      ) : (
        <ErrorState
          message={SERVICES_TEXT.services.loadOneFailed}
          onRetry={() => void service.refetch()}
        />
      );
    }
    // The form takes the card or sends the buyer to the processor's page: known before it shows.
    if (service.isPending || me.isPending || paymentsInfo.isPending)
      return (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Skeleton className="h-96 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      );
    if (accountType !== 'client' || me.data?.id === service.data.owner.id)
      return (
        <EmptyState
          icon={PackageX}
          title={
            me.data?.id === service.data.owner.id ? S.checkout.ownService : S.checkout.onlyClients
          }
          action={
            <Link to={`/service/${serviceId}`} className={buttonClass({ variant: 'secondary' })}>
              {S.checkout.backToService}
            </Link>
          }
        />
      );
    return (
      <CheckoutForm
        service={service.data}
        onPaid={onPaid}
        hosted={paymentsInfo.data?.checkout === 'hosted'}
      />
    );
  };

  return (
    <PageContainer className="py-8 sm:py-10">
      {back}
      <h1 className="mt-3 text-2xl font-semibold text-slate-900 sm:text-3xl">
        {S.checkout.heading}
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-500">{S.checkout.intro}</p>
      <div className="mt-6">{body()}</div>
    </PageContainer>
  );
};

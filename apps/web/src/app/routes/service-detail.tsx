import { CalendarClock, PackageX, Pencil, RefreshCcw, ShoppingCart, Trash2 } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import defaultServiceThumbnail from '../../assets/default-service-thumbnail.svg';
import { PageContainer } from '../../components/page-container.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useService } from '../../features/services/api/get-service.ts';
import { ImageSlider } from '../../components/ui/image-slider.tsx';
import { OwnerCard } from '../../features/services/components/owner-card.tsx';
import { Rating } from '../../components/ui/star-rating.tsx';
import { useServiceReviews } from '../../features/reviews/api/list-reviews.ts';
import { ReviewsSection } from '../../features/reviews/components/reviews-section.tsx';
import { useMe } from '../../features/user/api/get-me.ts';
import { isApiError } from '../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { lazyOnIntent, useDialogsOnIntent } from '../../lib/lazy-on-intent.ts';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings-services.ts';
import { S as REVIEWS_TEXT } from '../../strings-reviews.ts';
import type { ServiceOwnerDialog } from './service-owner-dialogs.tsx';

// The owner's edit and delete dialogs, with Radix Dialog and the form parts (16 kB gzipped),
// load when the owner is about to open one: the page draws without them.
const { Component: ServiceOwnerDialogs, preload: preloadOwnerDialogs } = lazyOnIntent(
  () => import('./service-owner-dialogs.tsx'),
  (module) => module.ServiceOwnerDialogs,
);

/** /service/:id, for clients and freelancers: pictures, details, the owner, and BUY or edit. */
export const ServiceDetailRoute = () => {
  const id = Number(useParams().id);
  const service = useService(id);
  const reviews = useServiceReviews(id);
  const me = useMe();
  const accountType = useSession()?.accountType;
  const dialogs = useDialogsOnIntent<ServiceOwnerDialog>(preloadOwnerDialogs);

  if (service.isError) {
    const missing = isApiError(service.error) && [400, 404].includes(service.error.status);
    return (
      <PageContainer className="py-10">
        {missing ? (
          <EmptyState
            icon={PackageX}
            title={S.services.notFound}
            description={S.services.notFoundHint}
            action={
              <Link to="/home" className={buttonClass()}>
                {S.services.backHome}
              </Link>
            }
          />
        ) : (
          <ErrorState message={S.services.loadOneFailed} onRetry={() => void service.refetch()} />
        )}
      </PageContainer>
    );
  }
  if (service.isPending) {
    return (
      <PageContainer className="py-8 sm:py-10">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Skeleton className="aspect-[4/3] w-full rounded-xl" />
          <Skeleton className="h-72 w-full rounded-xl" />
        </div>
      </PageContainer>
    );
  }
  const data = service.data;
  const isOwner = me.data?.id === data.owner.id;

  return (
    <PageContainer className="py-8 sm:py-10">
      {/* One column on phones (pictures, price and actions, owner, description); two above. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-8">
        <div className="min-w-0 lg:col-start-1">
          <ImageSlider images={data.images} fallback={defaultServiceThumbnail} label={data.title} />
        </div>
        <aside className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card className="flex flex-col gap-4 p-5">
            <span className="self-start rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-medium text-violet-800">
              {data.category.name}
            </span>
            <h1 className="text-xl font-semibold break-words text-slate-900 sm:text-2xl">
              {data.title}
            </h1>
            <a href="#reviews" className="self-start rounded-lg hover:underline">
              <Rating average={data.rate} count={data.rating_count} size="md" />
            </a>
            <div className="flex items-end justify-between gap-3 border-t border-slate-100 pt-4">
              <div>
                <p className="text-xs text-slate-500">{S.services.price}</p>
                <p className="text-3xl font-semibold text-slate-900">
                  {formatMoney(data.price.value)}
                </p>
              </div>
              <p className="text-xs text-slate-500">
                {S.services.listedOn(formatDate(data.created_at))}
              </p>
            </div>
            <ul className="flex flex-col gap-1.5 text-sm text-slate-600">
              <li className="flex items-center gap-2">
                <CalendarClock aria-hidden="true" className="size-4 text-slate-400" />
                {S.services.deliveryIn(data.delivery_days)}
              </li>
              <li className="flex items-center gap-2">
                <RefreshCcw aria-hidden="true" className="size-4 text-slate-400" />
                {S.services.revisionsIncluded(data.revisions)}
              </li>
            </ul>
            {accountType === 'client' && !isOwner ? (
              <Link to={`/checkout/${data.id}`} className={buttonClass({ size: 'lg' })}>
                <ShoppingCart aria-hidden="true" className="size-5" />
                {S.services.buy}
              </Link>
            ) : !isOwner ? (
              <p className="text-xs text-slate-500">{S.services.freelancerBuyNote}</p>
            ) : null}
            {isOwner ? (
              <div className="grid grid-cols-2 gap-3">
                <Button variant="secondary" {...dialogs.triggerFor('edit')}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {S.services.edit}
                </Button>
                <Button variant="dangerOutline" {...dialogs.triggerFor('delete')}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {S.services.delete}
                </Button>
              </div>
            ) : null}
          </Card>
          <OwnerCard owner={data.owner} heading={S.services.offeredBy} />
        </aside>
        <Card className="min-w-0 p-5 sm:p-6 lg:col-start-1">
          <h2 className="text-base font-semibold text-slate-900">{S.services.description}</h2>
          <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
            {data.description}
          </p>
        </Card>
        <section id="reviews" className="min-w-0 scroll-mt-24 lg:col-start-1">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">
            {REVIEWS_TEXT.reviews.heading}
          </h2>
          <ReviewsSection query={reviews} revieweeName={data.owner.first_name} canReply={isOwner} />
        </section>
      </div>
      {dialogs.wanted ? (
        <Suspense fallback={null}>
          <ServiceOwnerDialogs service={data} open={dialogs.opened} onClose={dialogs.close} />
        </Suspense>
      ) : null}
    </PageContainer>
  );
};

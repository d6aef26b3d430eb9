import { Plus } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { useOwnerServices } from '../../features/services/api/get-owner-services.ts';
import { ServiceGrid } from '../../features/services/components/service-grid.tsx';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings-portfolio.ts';

/** /services (your own, freelancers) and /services/:username (anyone's): a grid of services. */
export const ServicesRoute = () => {
  const { username } = useParams();
  const accountType = useSession()?.accountType;
  // Only freelancers have services of their own; a client is shown someone's by username.
  if (!username && accountType !== 'freelancer') return <Navigate to="/home" replace />;
  return <ServicesPage key={username ?? ''} username={username} />;
};

const ServicesPage = ({ username }: { username: string | undefined }) => {
  const services = useOwnerServices(username);
  const isOwn = username === undefined;
  const heading = isOwn ? S.services.myServices : S.services.servicesOf(username);
  return (
    <PageContainer className="py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{heading}</h1>
          {isOwn ? (
            <p className="mt-1 text-sm text-slate-500">{S.services.myServicesIntro}</p>
          ) : (
            <Link
              to={`/portfolio/${encodeURIComponent(username)}`}
              className="mt-1 inline-block text-sm font-medium text-violet-700 hover:text-violet-900"
            >
              {S.services.viewPortfolio}
            </Link>
          )}
        </div>
        {isOwn ? (
          <Link to="/create_service" className={buttonClass()}>
            <Plus aria-hidden="true" className="size-4" />
            {S.portfolio.createService}
          </Link>
        ) : null}
      </div>
      <div className="mt-6">
        <ServiceGrid query={services} label={heading} isOwn={isOwn} />
      </div>
    </PageContainer>
  );
};

import { Navigate } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { CreateServiceForm } from '../../features/services/components/create-service-form.tsx';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings-portfolio.ts';

/** /create_service (freelancers). */
export const CreateServiceRoute = () => {
  const accountType = useSession()?.accountType;
  if (accountType !== 'freelancer') return <Navigate to="/home" replace />;
  return (
    <PageContainer width="narrow" className="py-8 sm:py-10">
      <div className="mx-auto max-w-[40rem]">
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">
          {S.portfolio.createService}
        </h1>
        <p className="mt-1 mb-6 text-sm text-slate-500">{S.services.createIntro}</p>
        <CreateServiceForm />
      </div>
    </PageContainer>
  );
};

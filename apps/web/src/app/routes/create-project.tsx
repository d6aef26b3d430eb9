import { Navigate } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { CreateProjectForm } from '../../features/portfolio/components/create-project-form.tsx';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings-portfolio.ts';

/** /create_project and /create_portfolio/ (freelancers): the same screen (SPEC). */
export const CreateProjectRoute = () => {
  const accountType = useSession()?.accountType;
  if (accountType !== 'freelancer') return <Navigate to="/home" replace />;
  return (
    <PageContainer width="narrow" className="py-8 sm:py-10">
      <div className="mx-auto max-w-[40rem]">
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">
          {S.portfolio.createProject}
        </h1>
        <p className="mt-1 mb-6 text-sm text-slate-500">{S.portfolio.createIntro}</p>
        <CreateProjectForm />
      </div>
    </PageContainer>
  );
};

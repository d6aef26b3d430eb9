import { Navigate } from 'react-router';
import { JobForm } from '../../features/jobs/components/job-form.tsx';
import { JobFormPage } from '../../features/jobs/components/job-form-page.tsx';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings-jobs.ts';

/** /create_job: clients post a job (SPEC.md section 2). */
export const CreateJobRoute = () => {
  if (useSession()?.accountType !== 'client') return <Navigate to="/home" replace />;
  return (
    <JobFormPage intro={S.jobBoard.createIntro}>
      <JobForm />
    </JobFormPage>
  );
};

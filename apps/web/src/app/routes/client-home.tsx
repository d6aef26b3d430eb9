import { useMyJobs } from '../../features/jobs/api/get-my-jobs.ts';
import { FirstJobCard } from '../../features/jobs/components/first-job-card.tsx';
import { ClientHome } from '../../features/services/components/client-home.tsx';

/**
 * /home for a client (SPEC.md section 2; the router picks the home by the stored account
 * type). A client who has posted no job yet sees that first step above the services (issue 15).
 */
export const ClientHomeRoute = () => {
  const myJobs = useMyJobs();
  return (
    <ClientHome
      firstStep={myJobs.data?.length === 0 ? <FirstJobCard /> : undefined}
      firstStepPending={myJobs.isPending}
    />
  );
};

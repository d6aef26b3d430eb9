import { Navigate } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { EarningsView } from '../../features/orders/components/earnings-view.tsx';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings-earnings.ts';

/** /earnings (freelancers): balances, payouts and movements; others go home, as elsewhere. */
export const EarningsRoute = () => {
  if (useSession()?.accountType !== 'freelancer') return <Navigate to="/home" replace />;
  return (
    <PageContainer width="narrow" className="py-8 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{S.earnings.heading}</h1>
      <p className="mt-1 text-sm text-slate-500">{S.earnings.intro}</p>
      <div className="mt-6">
        <EarningsView />
      </div>
    </PageContainer>
  );
};

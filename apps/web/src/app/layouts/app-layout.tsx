import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../../components/site-footer.tsx';
import { MAIN_ID, SkipLink } from '../../components/skip-link.tsx';
import { VerifyEmailBanner } from '../../features/user/components/verify-email-banner.tsx';
import { useSession } from '../../lib/session.ts';
import { PageErrorBoundary } from '../lazy-page.tsx';
import { PageLoader } from '../loading-screen.tsx';
import { useRouteHandle } from '../route-handle.ts';
import { ClientHeader } from './client-header.tsx';
import { FreelancerHeader } from './freelancer-header.tsx';

/** Signed-in pages: the header of the stored account type, the page, the footer. */
export const AppLayout = () => {
  const accountType = useSession()?.accountType;
  const compactFooter = useRouteHandle()?.footer === 'compact';
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {accountType === 'freelancer' ? <FreelancerHeader /> : <ClientHeader />}
      <VerifyEmailBanner />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <PageErrorBoundary at={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter compact={compactFooter} />
    </div>
  );
};

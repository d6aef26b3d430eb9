import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer.tsx';
import { VerifyEmailBanner } from '../../features/user/components/verify-email-banner.tsx';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings.ts';
import { PageLoader } from '../loading-screen.tsx';
import { ClientHeader } from './client-header.tsx';
import { FreelancerHeader } from './freelancer-header.tsx';

/** Signed-in pages: the header of the stored account type, the page, the footer. */
export const AppLayout = () => {
  const accountType = useSession()?.accountType;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {S.app.skipToContent}
      </a>
      {accountType === 'freelancer' ? <FreelancerHeader /> : <ClientHeader />}
      <VerifyEmailBanner />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
};

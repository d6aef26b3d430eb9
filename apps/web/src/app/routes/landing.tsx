import { LandingPage } from '../../features/landing/components/landing-page.tsx';

/** The landing page when the app reaches it (a sign-out, a link); a first visit gets landing.html. */
export const LandingRoute = LandingPage;

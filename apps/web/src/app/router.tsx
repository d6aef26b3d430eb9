import { use } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { getSession, useSession, type Session } from '../lib/session.ts';
import { S } from '../strings.ts';
import { lazyPage, type LazyPage } from './lazy-page.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { isRouteHandle, RouteHandleContext, type RouteHandle } from './route-handle.ts';

const handle = (title: string): RouteHandle => ({ title });
const workScreen = (title: string): RouteHandle => ({ title, footer: 'compact' });

// Pages drawn by more than one route: one component each, so moving between those routes
// (a chat to another) keeps the page and its state rather than drawing it anew.
const chatPage = lazyPage(() => import('./routes/chat.tsx').then((m) => m.ChatRoute));
const servicesPage = lazyPage(() => import('./routes/services.tsx').then((m) => m.ServicesRoute));
const portfolioPage = lazyPage(() =>
  import('./routes/portfolio.tsx').then((m) => m.PortfolioRoute),
);
const createProjectPage = lazyPage(() =>
  import('./routes/create-project.tsx').then((m) => m.CreateProjectRoute),
);

const clientHomePage = lazyPage(() =>
  import('./routes/client-home.tsx').then((m) => m.ClientHomeRoute),
);
const freelancerHomePage = lazyPage(() =>
  import('./routes/freelancer-home.tsx').then((m) => m.FreelancerHomeRoute),
);
const homeOf = (session: Session | null): LazyPage =>
  session?.accountType === 'freelancer' ? freelancerHomePage : clientHomePage;

/**
 * /home: the freelancer or the client home, by the stored account type (SPEC.md section 2).
 * Each home is a chunk of its own, so a person loads only their own home's code (index.html's
 * first script fetches it early, early-session.ts); the one asked for is the session's at the
 * time, so signing in as the other kind of account loads the other home.
 */
const homePage: LazyPage = Object.assign(
  () => {
    const Home = homeOf(useSession());
    return <Home />;
  },
  { load: () => homeOf(getSession()).load(), settled: () => homeOf(getSession()).settled() },
);

/** Every route of SPEC.md section 2, each page in its own chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/',
        handle: handle(S.titles.landing),
        Component: lazyPage(() => import('./routes/landing.tsx').then((m) => m.LandingRoute)),
      },
      {
        // Every page but the landing page reads the server, so TanStack Query loads with it.
        Component: lazyPage(() => import('./query-provider.tsx').then((m) => m.QueryLayout)),
        children: [
          {
            path: '/sign_in',
            handle: handle(S.titles.signIn),
            Component: lazyPage(() => import('./routes/sign-in.tsx').then((m) => m.SignInRoute)),
          },
          {
            path: '/sign_up',
            handle: handle(S.titles.signUp),
            Component: lazyPage(() => import('./routes/sign-up.tsx').then((m) => m.SignUpRoute)),
          },
          // Beyond SPEC: a way back in for someone who forgot their password (public, like sign-in).
          {
            path: '/forgot_password',
            handle: handle(S.titles.forgotPassword),
            Component: lazyPage(() =>
              import('./routes/forgot-password.tsx').then((m) => m.ForgotPasswordRoute),
            ),
          },
          {
            path: '/reset_password',
            handle: handle(S.titles.resetPassword),
            Component: lazyPage(() =>
              import('./routes/reset-password.tsx').then((m) => m.ResetPasswordRoute),
            ),
          },
          // Opened from the verification mail, signed in or not.
          {
            path: '/verify_email',
            handle: handle(S.titles.verifyEmail),
            Component: lazyPage(() =>
              import('./routes/verify-email.tsx').then((m) => m.VerifyEmailRoute),
            ),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                Component: lazyPage(() =>
                  import('./layouts/app-layout.tsx').then((m) => m.AppLayout),
                ),
                children: [
                  {
                    path: '/home',
                    handle: handle(S.titles.home),
                    Component: homePage,
                  },
                  {
                    path: '/profile',
                    handle: handle(S.titles.profile),
                    Component: lazyPage(() =>
                      import('./routes/freelancer-profile.tsx').then(
                        (m) => m.FreelancerProfileRoute,
                      ),
                    ),
                  },
                  {
                    path: '/client/profile',
                    handle: handle(S.titles.clientProfile),
                    Component: lazyPage(() =>
                      import('./routes/client-profile.tsx').then((m) => m.ClientProfileRoute),
                    ),
                  },
                  {
                    path: '/job/:id',
                    handle: handle(S.titles.job),
                    Component: lazyPage(() =>
                      import('./routes/job-detail.tsx').then((m) => m.JobDetailRoute),
                    ),
                  },
                  {
                    path: '/job/:id/submit_proposal',
                    handle: handle(S.titles.submitProposal),
                    Component: lazyPage(() =>
                      import('./routes/submit-proposal.tsx').then((m) => m.SubmitProposalRoute),
                    ),
                  },
                  {
                    path: '/service/:id',
                    handle: handle(S.titles.service),
                    Component: lazyPage(() =>
                      import('./routes/service-detail.tsx').then((m) => m.ServiceDetailRoute),
                    ),
                  },
                  {
                    path: '/project/:id',
                    handle: handle(S.titles.project),
                    Component: lazyPage(() =>
                      import('./routes/project-detail.tsx').then((m) => m.ProjectDetailRoute),
                    ),
                  },
                  {
                    path: '/chat',
                    handle: workScreen(S.titles.chat),
                    Component: chatPage,
                  },
                  {
                    path: '/chat/:id',
                    handle: workScreen(S.titles.chat),
                    Component: chatPage,
                  },
                  {
                    path: '/chat_client_freelancer/',
                    handle: workScreen(S.titles.chat),
                    Component: chatPage,
                  },
                  {
                    path: '/services',
                    handle: handle(S.titles.services),
                    Component: servicesPage,
                  },
                  {
                    path: '/services/:username',
                    handle: handle(S.titles.services),
                    Component: servicesPage,
                  },
                  {
                    path: '/create_service',
                    handle: handle(S.titles.createService),
                    Component: lazyPage(() =>
                      import('./routes/create-service.tsx').then((m) => m.CreateServiceRoute),
                    ),
                  },
                  {
                    path: '/portfolio',
                    handle: handle(S.titles.portfolio),
                    Component: portfolioPage,
                  },
                  {
                    path: '/portfolio/:username',
                    handle: handle(S.titles.portfolio),
                    Component: portfolioPage,
                  },
                  {
                    path: '/create_project',
                    handle: handle(S.titles.createProject),
                    Component: createProjectPage,
                  },
                  {
                    path: '/create_portfolio/',
                    handle: handle(S.titles.createPortfolio),
                    Component: createProjectPage,
                  },
                  {
                    path: '/create_job',
                    handle: handle(S.titles.createJob),
                    Component: lazyPage(() =>
                      import('./routes/create-job.tsx').then((m) => m.CreateJobRoute),
                    ),
                  },
                  {
                    path: '/update_job/:id',
                    handle: handle(S.titles.updateJob),
                    Component: lazyPage(() =>
                      import('./routes/update-job.tsx').then((m) => m.UpdateJobRoute),
                    ),
                  },
                  {
                    path: '/all_services',
                    handle: handle(S.titles.allServices),
                    Component: lazyPage(() =>
                      import('./routes/all-services.tsx').then((m) => m.AllServicesRoute),
                    ),
                  },
                  {
                    path: '/my_jobs',
                    handle: handle(S.titles.myJobs),
                    Component: lazyPage(() =>
                      import('./routes/my-jobs.tsx').then((m) => m.MyJobsRoute),
                    ),
                  },
                  {
                    path: '/proposals/',
                    handle: workScreen(S.titles.proposals),
                    Component: lazyPage(() =>
                      import('./routes/proposals.tsx').then((m) => m.ProposalsRoute),
                    ),
                  },
                  {
                    path: '/my_purchases/',
                    handle: handle(S.titles.myPurchases),
                    Component: lazyPage(() =>
                      import('./routes/my-purchases.tsx').then((m) => m.MyPurchasesRoute),
                    ),
                  },
                  {
                    path: '/checkout/:serviceId',
                    handle: handle(S.titles.checkout),
                    Component: lazyPage(() =>
                      import('./routes/checkout.tsx').then((m) => m.CheckoutRoute),
                    ),
                  },
                  {
                    path: '/orders',
                    handle: handle(S.titles.orders),
                    Component: lazyPage(() =>
                      import('./routes/orders.tsx').then((m) => m.OrdersRoute),
                    ),
                  },
                  {
                    path: '/orders/:id',
                    handle: handle(S.titles.order),
                    Component: lazyPage(() =>
                      import('./routes/order-detail.tsx').then((m) => m.OrderDetailRoute),
                    ),
                  },
                  {
                    path: '/earnings',
                    handle: handle(S.titles.earnings),
                    Component: lazyPage(() =>
                      import('./routes/earnings.tsx').then((m) => m.EarningsRoute),
                    ),
                  },
                  // Beyond SPEC: the admin console (issue 13); the server allows admins only.
                  {
                    path: '/admin',
                    handle: handle(S.titles.admin),
                    Component: lazyPage(() =>
                      import('./routes/admin.tsx').then((m) => m.AdminRoute),
                    ),
                  },
                  {
                    path: '/admin/disputes/:id',
                    handle: handle(S.titles.adminDispute),
                    Component: lazyPage(() =>
                      import('./routes/admin-dispute.tsx').then((m) => m.AdminDisputeRoute),
                    ),
                  },
                  {
                    path: '*',
                    handle: { ...handle(S.titles.notFound), notFound: true },
                    Component: lazyPage(() =>
                      import('./routes/not-found.tsx').then((m) => m.NotFoundRoute),
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

const isLazyPage = (component: unknown): component is LazyPage =>
  typeof component === 'function' && 'load' in component;

type RouteMatches = ReturnType<typeof matchRoutes<RouteObject>>;
let lastMatched: { pathname: string; matches: RouteMatches } | undefined;

/**
 * The routes `pathname` draws. Matching ranks and tests every route anew, and the app asks for
 * the same address several times as it starts and as each page draws: the last answer is
 * kept (the routes never change). The router's time in the home's start, at 4x CPU slowdown,
 * went from 92 to 64 ms.
 */
const matchesAt = (pathname: string): RouteMatches => {
  if (lastMatched?.pathname !== pathname)
    lastMatched = { pathname, matches: matchRoutes(routes, pathname) };
  return lastMatched.matches;
};

/** The routes `pathname` draws whose code loads on first use (layouts and page). */
const lazyPagesAt = (pathname: string): LazyPage[] =>
  (matchesAt(pathname) ?? []).map((match) => match.route.Component).filter(isLazyPage);

/** One promise for each address while its pages load (React waits on the same object). */
const loadingAt = new Map<string, Promise<void>>();

/**
 * Starts loading the code of every route `pathname` draws, all at once, and resolves once it
 * has arrived or failed.
 */
export const loadPagesAt = (pathname: string): Promise<void> => {
  let loading = loadingAt.get(pathname);
  if (!loading) {
    loading = Promise.allSettled(lazyPagesAt(pathname).map((page) => page.load())).then(() => {
      loadingAt.delete(pathname);
    });
    loadingAt.set(pathname, loading);
  }
  return loading;
};

/** The page at the current address, and what its routes declare (route-handle.ts). */
export const AppRoutes = () => {
  const location = useLocation();
  // A new address draws once the code of all its routes is in, fetched side by side rather
  // than a layout's first and its page's after it; meanwhile the current page stays on screen
  // (a transition), or, at start, the loading screen.
  if (!lazyPagesAt(location.pathname).every((page) => page.settled()))
    use(loadPagesAt(location.pathname));
  const page = useRoutes(routes, location);
  const routeHandle = matchesAt(location.pathname)
    ?.map((match) => match.route.handle)
    .filter(isRouteHandle)
    .at(-1);
  return <RouteHandleContext value={routeHandle}>{page}</RouteHandleContext>;
};

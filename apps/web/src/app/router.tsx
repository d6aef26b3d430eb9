import { createBrowserRouter, type RouteObject } from 'react-router';
import { afterValidation } from '../lib/validation-ready.ts';
import { S } from '../strings.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';

const handle = (title: string): RouteHandle => ({ title });
const workScreen = (title: string): RouteHandle => ({ title, footer: 'compact' });

/** Every route of SPEC.md section 2, each page in its own chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: LoadingScreen,
    children: [
      {
        path: '/',
        handle: handle(S.titles.landing),
        lazy: () => import('./routes/landing.tsx').then((m) => ({ Component: m.LandingRoute })),
      },
      {
        // Every page but the landing page reads the server, so TanStack Query loads with it.
        lazy: () => import('./query-provider.tsx').then((m) => ({ Component: m.QueryLayout })),
        children: [
          {
            path: '/sign_in',
            handle: handle(S.titles.signIn),
            lazy: () => import('./routes/sign-in.tsx').then((m) => ({ Component: m.SignInRoute })),
          },
          {
            path: '/sign_up',
            handle: handle(S.titles.signUp),
            lazy: () => import('./routes/sign-up.tsx').then((m) => ({ Component: m.SignUpRoute })),
          },
          // Beyond SPEC: a way back in for someone who forgot their password (public, like sign-in).
          {
            path: '/forgot_password',
            handle: handle(S.titles.forgotPassword),
            lazy: () =>
              import('./routes/forgot-password.tsx').then((m) => ({
                Component: m.ForgotPasswordRoute,
              })),
          },
          {
            path: '/reset_password',
            handle: handle(S.titles.resetPassword),
            lazy: () =>
              import('./routes/reset-password.tsx').then((m) => ({
                Component: m.ResetPasswordRoute,
              })),
          },
          // Opened from the verification mail, signed in or not.
          {
            path: '/verify_email',
            handle: handle(S.titles.verifyEmail),
            lazy: () =>
              import('./routes/verify-email.tsx').then((m) => ({
                Component: m.VerifyEmailRoute,
              })),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                lazy: () =>
                  import('./layouts/app-layout.tsx').then((m) => ({ Component: m.AppLayout })),
                children: [
                  {
                    path: '/home',
                    handle: handle(S.titles.home),
                    lazy: () =>
                      import('./routes/home.tsx').then((m) => ({ Component: m.HomeRoute })),
                  },
                  {
                    path: '/profile',
                    handle: handle(S.titles.profile),
                    lazy: () =>
                      import('./routes/freelancer-profile.tsx').then((m) => ({
                        Component: m.FreelancerProfileRoute,
                      })),
                  },
                  {
                    path: '/client/profile',
                    handle: handle(S.titles.clientProfile),
                    lazy: () =>
                      import('./routes/client-profile.tsx').then((m) => ({
                        Component: m.ClientProfileRoute,
                      })),
                  },
                  {
                    path: '/job/:id',
                    handle: handle(S.titles.job),
                    lazy: () =>
                      import('./routes/job-detail.tsx').then((m) => ({
                        Component: m.JobDetailRoute,
                      })),
                  },
                  {
                    path: '/job/:id/submit_proposal',
                    handle: handle(S.titles.submitProposal),
                    lazy: () =>
                      import('./routes/submit-proposal.tsx').then((m) => ({
                        Component: m.SubmitProposalRoute,
                      })),
                  },
                  {
                    path: '/service/:id',
                    handle: handle(S.titles.service),
                    lazy: () =>
                      import('./routes/service-detail.tsx').then((m) => ({
                        Component: m.ServiceDetailRoute,
                      })),
                  },
                  {
                    path: '/project/:id',
                    handle: handle(S.titles.project),
                    lazy: () =>
                      import('./routes/project-detail.tsx').then((m) => ({
                        Component: m.ProjectDetailRoute,
                      })),
                  },
                  {
                    path: '/chat',
                    handle: workScreen(S.titles.chat),
                    lazy: () =>
                      import('./routes/chat.tsx').then((m) => ({ Component: m.ChatRoute })),
                  },
                  {
                    path: '/chat/:id',
                    handle: workScreen(S.titles.chat),
                    lazy: () =>
                      import('./routes/chat.tsx').then((m) => ({ Component: m.ChatRoute })),
                  },
                  {
                    path: '/chat_client_freelancer/',
                    handle: workScreen(S.titles.chat),
                    lazy: () =>
                      import('./routes/chat.tsx').then((m) => ({ Component: m.ChatRoute })),
                  },
                  {
                    path: '/services',
                    handle: handle(S.titles.services),
                    lazy: () =>
                      import('./routes/services.tsx').then((m) => ({ Component: m.ServicesRoute })),
                  },
                  {
                    path: '/services/:username',
                    handle: handle(S.titles.services),
                    lazy: () =>
                      import('./routes/services.tsx').then((m) => ({ Component: m.ServicesRoute })),
                  },
                  {
                    path: '/create_service',
                    handle: handle(S.titles.createService),
                    lazy: () =>
                      import('./routes/create-service.tsx').then((m) => ({
                        Component: m.CreateServiceRoute,
                      })),
                  },
                  {
                    path: '/portfolio',
                    handle: handle(S.titles.portfolio),
                    lazy: () =>
                      import('./routes/portfolio.tsx').then((m) => ({
                        Component: m.PortfolioRoute,
                      })),
                  },
                  {
                    path: '/portfolio/:username',
                    handle: handle(S.titles.portfolio),
                    lazy: () =>
                      import('./routes/portfolio.tsx').then((m) => ({
                        Component: m.PortfolioRoute,
                      })),
                  },
                  {
                    path: '/create_project',
                    handle: handle(S.titles.createProject),
                    lazy: () =>
                      import('./routes/create-project.tsx').then((m) => ({
                        Component: m.CreateProjectRoute,
                      })),
                  },
                  {
                    path: '/create_portfolio/',
                    handle: handle(S.titles.createPortfolio),
                    lazy: () =>
                      import('./routes/create-project.tsx').then((m) => ({
                        Component: m.CreateProjectRoute,
                      })),
                  },
                  {
                    path: '/create_job',
                    handle: handle(S.titles.createJob),
                    lazy: () =>
                      import('./routes/create-job.tsx').then((m) => ({
                        Component: m.CreateJobRoute,
                      })),
                  },
                  {
                    path: '/update_job/:id',
                    handle: handle(S.titles.updateJob),
                    lazy: () =>
                      import('./routes/update-job.tsx').then((m) => ({
                        Component: m.UpdateJobRoute,
                      })),
                  },
                  {
                    path: '/all_services',
                    handle: handle(S.titles.allServices),
                    lazy: () =>
                      import('./routes/all-services.tsx').then((m) => ({
                        Component: m.AllServicesRoute,
                      })),
                  },
                  {
                    path: '/my_jobs',
                    handle: handle(S.titles.myJobs),
                    lazy: () =>
                      import('./routes/my-jobs.tsx').then((m) => ({ Component: m.MyJobsRoute })),
                  },
                  {
                    path: '/proposals/',
                    handle: workScreen(S.titles.proposals),
                    lazy: () =>
                      import('./routes/proposals.tsx').then((m) => ({
                        Component: m.ProposalsRoute,
                      })),
                  },
                  {
                    path: '/my_purchases/',
                    handle: handle(S.titles.myPurchases),
                    lazy: () =>
                      import('./routes/my-purchases.tsx').then((m) => ({
                        Component: m.MyPurchasesRoute,
                      })),
                  },
                  {
                    path: '/checkout/:serviceId',
                    handle: handle(S.titles.checkout),
                    lazy: () =>
                      import('./routes/checkout.tsx').then((m) => ({ Component: m.CheckoutRoute })),
                  },
                  {
                    path: '/orders',
                    handle: handle(S.titles.orders),
                    lazy: () =>
                      import('./routes/orders.tsx').then((m) => ({ Component: m.OrdersRoute })),
                  },
                  {
                    path: '/orders/:id',
                    handle: handle(S.titles.order),
                    lazy: () =>
                      import('./routes/order-detail.tsx').then((m) => ({
                        Component: m.OrderDetailRoute,
                      })),
                  },
                  {
                    path: '/earnings',
                    handle: handle(S.titles.earnings),
                    lazy: () =>
                      import('./routes/earnings.tsx').then((m) => ({ Component: m.EarningsRoute })),
                  },
                  // Beyond SPEC: the admin console (issue 13); the server allows admins only.
                  {
                    path: '/admin',
                    handle: handle(S.titles.admin),
                    lazy: () =>
                      import('./routes/admin.tsx').then((m) => ({ Component: m.AdminRoute })),
                  },
                  {
                    path: '/admin/disputes/:id',
                    handle: handle(S.titles.adminDispute),
                    lazy: () =>
                      import('./routes/admin-dispute.tsx').then((m) => ({
                        Component: m.AdminDisputeRoute,
                      })),
                  },
                  {
                    path: '*',
                    handle: { ...handle(S.titles.notFound), notFound: true },
                    lazy: () =>
                      import('./routes/not-found.tsx').then((m) => ({
                        Component: m.NotFoundRoute,
                      })),
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

/**
 * Every page but the landing page waits for validation to be configured (see
 * validation-ready.ts); the landing page draws without zod.
 */
const withValidation = (route: RouteObject): RouteObject => {
  const { lazy, children } = route;
  return {
    ...route,
    ...(typeof lazy === 'function' && route.path !== '/' ? { lazy: afterValidation(lazy) } : {}),
    ...(children ? { children: children.map(withValidation) } : {}),
  } as RouteObject;
};

export const router = createBrowserRouter(routes.map(withValidation));

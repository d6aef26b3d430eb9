import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppBoot } from './app/app-boot.tsx';
import { router } from './app/router.tsx';
import './index.css';

// The toaster (and sonner with it) is not needed to draw the first page; toasts raised before
// it mounts are replayed by sonner when it subscribes.
const AppToaster = lazy(() =>
  import('./app/app-toaster.tsx').then((m) => ({ default: m.AppToaster })),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
    <AppBoot>
      <RouterProvider router={router} />
    </AppBoot>
  </StrictMode>,
);

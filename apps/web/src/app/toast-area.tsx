import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsWanted, toastsWanted } from '../lib/toast.ts';

const AppToaster = lazy(() => import('./app-toaster.tsx').then((m) => ({ default: m.AppToaster })));

/**
 * The toast area (SPEC.md section 2). It and sonner load with the first toast, not with the
 * first page (issue 12); from then on it stays mounted.
 */
export const ToastArea = () =>
  useSyncExternalStore(onToastsWanted, toastsWanted, toastsWanted) ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;

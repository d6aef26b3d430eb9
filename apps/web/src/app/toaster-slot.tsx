import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastRaised, toastRaised } from '../lib/toast.ts';

const AppToaster = lazy(() => import('./app-toaster.tsx').then((m) => ({ default: m.AppToaster })));

/**
 * Where the always-present toast area (SPEC.md section 2) mounts: with the first toast, so the
 * toaster and sonner load with it instead of with the first page (`lib/toast.ts`).
 */
export const ToasterSlot = () => {
  const raised = useSyncExternalStore(subscribeToastRaised, toastRaised);
  if (!raised) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
};

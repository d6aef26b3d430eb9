import { Spinner } from '../components/ui/spinner.tsx';
import { S } from '../strings/common.ts';

/**
 * Full-page state while the stored session is checked at start-up (SPEC: 'Loading App...'),
 * with a quiet second line while the server cannot be reached.
 */
export const LoadingScreen = ({ reconnecting = false }: { reconnecting?: boolean }) => (
  <div
    role="status"
    className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50"
  >
    <span className="flex size-12 items-center justify-center rounded-xl bg-violet-700 text-xl font-bold text-white shadow-sm">
      {S.productName.charAt(0)}
    </span>
    <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
      <Spinner className="text-violet-700" />
      {S.app.loading}
    </p>
    {reconnecting ? <p className="text-xs text-slate-500">{S.app.reconnecting}</p> : null}
  </div>
);

/** Shown inside a layout while a page's code loads. */
export const PageLoader = () => (
  <div role="status" className="flex min-h-[40vh] items-center justify-center">
    <Spinner className="size-6 text-violet-700" />
    <span className="sr-only">{S.app.loading}</span>
  </div>
);

import { Component, use, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Button } from '../components/ui/button.tsx';
import { S } from '../strings/common.ts';

/** A route's component whose code loads on first use; `load` starts that early. */
export type LazyPage = ComponentType & {
  load: () => Promise<unknown>;
  /** Whether it can draw without waiting: its code is in, or its load failed (it says so). */
  settled: () => boolean;
};

let pagesLoading = 0;
const loadingListeners = new Set<() => void>();
// Told a task later: a page's load can start while React renders it, when no other component
// may be updated.
const pagesLoadingChanged = (by: number) => {
  pagesLoading += by;
  queueMicrotask(() => loadingListeners.forEach((listener) => listener()));
};
const subscribePagesLoading = (listener: () => void) => {
  loadingListeners.add(listener);
  return () => void loadingListeners.delete(listener);
};
const anyPageLoading = () => pagesLoading > 0;

/** Whether a page's code is on its way (the bar atop the screen while a link opens). */
export const usePageLoading = (): boolean =>
  useSyncExternalStore(subscribePagesLoading, anyPageLoading, anyPageLoading);

/** Raised when an error boundary draws its pages again: loads that failed before are retried. */
let retryRound = 0;

/**
 * A page loaded with its own chunk. Unlike React's lazy(), a page whose code has arrived
 * draws at once, without a render that suspends first: the app's first screen replaces the
 * prerendered one directly (main.tsx). While a link's page loads the router keeps the
 * current one on screen (its updates are transitions). A failed load reaches the error
 * boundary, and is asked again only once the boundary draws its pages anew (the person went
 * to another page and came back): not on React's own retries, which would ask for ever.
 */
export const lazyPage = (load: () => Promise<ComponentType>): LazyPage => {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  let failedInRound: number | undefined;
  const retryDue = () => failedInRound !== undefined && retryRound > failedInRound;
  const start = (): Promise<ComponentType> => {
    if (!loading || retryDue()) {
      failedInRound = undefined;
      pagesLoadingChanged(+1);
      loading = load().then(
        (component) => {
          Loaded = component;
          pagesLoadingChanged(-1);
          return component;
        },
        (error: unknown) => {
          failedInRound = retryRound;
          pagesLoadingChanged(-1);
          throw error;
        },
      );
    }
    return loading;
  };
  const Page = () => {
    const Page = Loaded ?? use(start());
    return <Page />;
  };
  const settled = () => Loaded !== undefined || (failedInRound !== undefined && !retryDue());
  return Object.assign(Page, { load: start, settled });
};

/**
 * A page that failed to draw, most often because its code could not be fetched (offline, or
 * the app was updated and its old files are gone): a message and a button that loads the app
 * afresh, not an empty screen.
 */
type BoundaryProps = {
  children: ReactNode;
  /** Where the person is: going elsewhere (another page) draws again what failed here. */
  at?: string;
};

export class PageErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.at !== this.props.at) {
      retryRound += 1;
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex min-h-[40vh] flex-col items-center justify-center gap-4">
        <p className="text-sm font-medium text-slate-700">{S.app.somethingWentWrong}</p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {S.app.retry}
        </Button>
      </div>
    );
  }
}

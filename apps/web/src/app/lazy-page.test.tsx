import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, PageErrorBoundary, usePageLoading } from './lazy-page.tsx';

/** A promise settled by the test, standing for a page's chunk on its way. */
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const LoadingBar = () => (usePageLoading() ? <p>Loading bar</p> : null);

const BoundaryAtAddress = ({ children }: { children: React.ReactNode }) => (
  <PageErrorBoundary at={useLocation().pathname}>{children}</PageErrorBoundary>
);

describe('lazyPage', () => {
  it('draws a page whose code has arrived at once, without a fallback first', async () => {
    const Page = lazyPage(() => Promise.resolve(() => <p>Orders page</p>));
    await Page.load();
    render(
      <Suspense fallback={<p>Fallback</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously: no render suspended on the way.
    expect(screen.getByText('Orders page')).toBeTruthy();
    expect(screen.queryByText('Fallback')).toBeNull();
  });

  it('loads its code once, however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve(() => <p>Chat page</p>));
    const Page = lazyPage(load);
    await Promise.all([Page.load(), Page.load()]);
    render(<Page />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the current page on screen, with the loading bar, until the next one has loaded', async () => {
    const chunk = deferred<() => React.JSX.Element>();
    const Next = lazyPage(() => chunk.promise);
    render(
      <MemoryRouter initialEntries={['/home']}>
        <LoadingBar />
        <Suspense fallback={<p>Fallback</p>}>
          <Routes>
            <Route path="/home" element={<Link to="/orders">Orders</Link>} />
            <Route path="/orders" Component={Next} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByText('Loading bar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Orders' })).toBeTruthy();
    expect(screen.queryByText('Fallback')).toBeNull();

    await act(async () => chunk.resolve(() => <p>Orders page</p>));
    expect(await screen.findByText('Orders page')).toBeTruthy();
    expect(screen.queryByText('Loading bar')).toBeNull();
  });

  it('shows a failed load with a way to retry, and asks for the code again on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(() => <p>Earnings page</p>);
    const Earnings = lazyPage(load);
    // Awaited: React retries a suspended page inside act() only when act is awaited.
    await act(async () =>
      render(
        <MemoryRouter initialEntries={['/earnings']}>
          <Link to="/home">Home</Link>
          <Link to="/earnings">Earnings</Link>
          <BoundaryAtAddress>
            <Suspense fallback={<p>Fallback</p>}>
              <Routes>
                <Route path="/home" element={<p>Home page</p>} />
                <Route path="/earnings" Component={Earnings} />
              </Routes>
            </Suspense>
          </BoundaryAtAddress>
        </MemoryRouter>,
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong!');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    // Not asked again by React's own retries of the failed render.
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Earnings' })));
    expect(await screen.findByText('Earnings page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

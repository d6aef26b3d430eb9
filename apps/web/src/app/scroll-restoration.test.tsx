import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_SCROLL, useScrollRestoration } from './scroll-restoration.ts';

const scrollTo = vi.fn();

/** The window scrolled to `y` by the person (jsdom lays nothing out, so it is set). */
const scrollWindowTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
};

let navigate: ReturnType<typeof useNavigate>;
const Pages = () => {
  useScrollRestoration();
  navigate = useNavigate();
  return (
    <Routes>
      <Route path="/home" element={<p>Home page</p>} />
      <Route path="/orders" element={<p>Orders page</p>} />
    </Routes>
  );
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Pages />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  scrollTo.mockClear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('scroll restoration', () => {
  it('opens a new page at its top and returns to where the last one was left on back', async () => {
    renderAt('/home');
    scrollWindowTo(640);
    await act(async () => navigate('/orders'));
    expect(screen.getByText('Orders page')).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollWindowTo(120);
    await act(async () => navigate(-1));
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

    await act(async () => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('leaves the window where it is for a change made in place', async () => {
    renderAt('/home');
    scrollWindowTo(300);
    scrollTo.mockClear();
    await act(async () => navigate('/home?sort=price', { state: KEEP_SCROLL }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns to the same place after a reload of the tab', () => {
    const before = renderAt('/home');
    scrollWindowTo(420);
    fireEvent(window, new Event('pagehide'));
    before.unmount();
    scrollTo.mockClear();
    // The same entry of the history (the tab's first: its key is kept) drawn anew.
    renderAt('/home');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);
  });
});

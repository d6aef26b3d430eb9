import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { ClientHome } from './client-home.tsx';

const service = (id: number, title: string) => ({
  id,
  title,
  description: 'd',
  price: { value: id * 10 },
  rate: 0,
  rating_count: 0,
  images: [],
  category: { id: 1, name: 'Graphic Design' },
  owner: {
    id: 3,
    username: 'ada',
    first_name: 'Ada',
    last_name: 'L',
    avatar_url: null,
    verified: true,
  },
  sales: 0,
  delivery_days: 7,
  revisions: 1,
  created_at: '2026-11-22T10:00:00.000Z',
});

const stubApi = () => {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      if (url === '/api/categories')
        return Promise.resolve(Response.json({ data: [{ id: 1, name: 'Graphic Design' }] }));
      const params = new URL(url, 'http://x').searchParams;
      const data = params.get('cursor')
        ? [service(4, 'Flyer'), service(3, 'Banner')]
        : params.get('category') === 'Graphic Design'
          ? [service(2, 'Poster')]
          : params.get('sort') === 'price'
            ? [service(1, 'Cheap logo'), service(2, 'Poster')]
            : [service(2, 'Poster'), service(1, 'Cheap logo')];
      return Promise.resolve(
        Response.json({ data, meta: { next_cursor: params.get('cursor') ? null : 'next' } }),
      );
    }),
  );
  return urls;
};

const titles = () =>
  screen.getAllByRole('article').map((card) => card.querySelector('h2')?.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('client home', { timeout: 30_000 }, () => {
  it('asks the server for the order picked in the sort menu', async () => {
    const urls = stubApi();
    const { router } = renderRoutes([{ path: '/home', element: <ClientHome /> }], '/home');
    await waitFor(() => expect(titles()).toEqual(['Poster', 'Cheap logo']));

    await userEvent.click(screen.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Best Price' }));

    await waitFor(() => expect(titles()).toEqual(['Cheap logo', 'Poster']));
    expect(urls).toContain('/api/getAll2?sort=price&limit=20');
    expect(router.state.location.search).toBe('?sort=price');
    expect(screen.getByRole('button', { name: /Sort by/ }).textContent).toContain('Best Price');
  });

  it('filters by the category picked, and All shows everything again', async () => {
    const urls = stubApi();
    renderRoutes([{ path: '/home', element: <ClientHome /> }], '/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Graphic Design' }));
    await waitFor(() => expect(titles()).toEqual(['Poster']));
    expect(urls).toContain('/api/getAll2?sort=newest&limit=20&category=Graphic+Design');

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(titles()).toEqual(['Poster', 'Cheap logo']));
  });

  it('keeps the services back until it is known whether a first step goes above them', async () => {
    const urls = stubApi();
    let learnThereIsAFirstStep = () => {};
    const Page = () => {
      const [pending, setPending] = useState(true);
      learnThereIsAFirstStep = () => setPending(false);
      return (
        <ClientHome
          firstStep={pending ? undefined : <p>Post your first job</p>}
          firstStepPending={pending}
        />
      );
    };
    renderRoutes([{ path: '/home', element: <Page /> }], '/home');
    // The services have arrived, and still wait: drawn now, the step would push them down.
    await screen.findByRole('button', { name: 'Graphic Design' });
    await waitFor(() => expect(urls).toContain('/api/getAll2?sort=newest&limit=20'));
    expect(screen.queryAllByRole('article')).toEqual([]);

    act(() => learnThereIsAFirstStep());
    expect(screen.getByText('Post your first job')).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['Poster', 'Cheap logo']));
  });

  it('loads the next page with the cursor', async () => {
    const urls = stubApi();
    renderRoutes([{ path: '/home', element: <ClientHome /> }], '/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toEqual(['Poster', 'Cheap logo', 'Flyer', 'Banner']));
    expect(urls).toContain('/api/getAll2?sort=newest&limit=20&cursor=next');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

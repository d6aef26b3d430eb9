import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { CreateServiceForm } from './create-service-form.tsx';

const categories = [
  { id: 1, name: 'Graphic Design' },
  { id: 2, name: 'Writing' },
];

const service = {
  id: 7,
  title: 'Logo design',
  description: 'Three concepts.',
  price: { value: 49.5 },
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
};

/** Answers the calls the form makes, and records the bodies it sent. */
const stubApi = (create: () => Response) => {
  const sent: unknown[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === '/api/categories') return Promise.resolve(Response.json({ data: categories }));
    if (url === '/api/services/create') {
      sent.push(JSON.parse(String(init?.body)));
      return Promise.resolve(create());
    }
    return Promise.resolve(Response.json({ error: 'Not found.' }, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
};

const renderForm = () =>
  renderRoutes(
    [
      { path: '/create_service', element: <CreateServiceForm /> },
      { path: '/services', element: <p>Services page</p> },
    ],
    '/create_service',
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('create service form', { timeout: 30_000 }, () => {
  it('shows the SPEC messages under the fields and clears one when its field gets focus', async () => {
    stubApi(() => Response.json({ data: service }, { status: 201 }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Service' }));

    expect(await screen.findByText('Title is required.')).toBeTruthy();
    expect(screen.getByText('Category is required.')).toBeTruthy();
    expect(screen.getByText('Price must be greater than 0.')).toBeTruthy();
    expect(screen.getByText('Description is required.')).toBeTruthy();

    fireEvent.focus(screen.getByLabelText('Price'));
    await waitFor(() => expect(screen.queryByText('Price must be greater than 0.')).toBeNull());
    expect(screen.getByText('Title is required.')).toBeTruthy();
  });

  it('sends the service and goes to /services', async () => {
    const sent = stubApi(() => Response.json({ data: service }, { status: 201 }));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Logo design');
    await screen.findByRole('option', { name: 'Graphic Design' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Graphic Design');
    await user.type(screen.getByLabelText('Price'), '49.50');
    await user.type(screen.getByLabelText('Description'), 'Three concepts.');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));

    expect(await screen.findByText('Services page')).toBeTruthy();
    expect(sent).toEqual([
      {
        title: 'Logo design',
        category: 'Graphic Design',
        price: 49.5,
        description: 'Three concepts.',
        images: [],
        delivery_days: 7,
        revisions: 1,
      },
    ]);
  });

  it('takes the delivery time and included revisions, with their bounds', async () => {
    const sent = stubApi(() => Response.json({ data: service }, { status: 201 }));
    renderForm();
    const user = userEvent.setup();
    expect((screen.getByLabelText('Delivery time (days)') as HTMLInputElement).value).toBe('7');
    expect((screen.getByLabelText('Revisions included') as HTMLInputElement).value).toBe('1');
    await user.type(screen.getByLabelText('Title'), 'Logo design');
    await screen.findByRole('option', { name: 'Graphic Design' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Graphic Design');
    await user.type(screen.getByLabelText('Price'), '49.50');
    await user.type(screen.getByLabelText('Description'), 'Three concepts.');
    await user.clear(screen.getByLabelText('Delivery time (days)'));
    await user.type(screen.getByLabelText('Delivery time (days)'), '0');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(
      await screen.findByText('Delivery time is a whole number of days from 1 to 365.'),
    ).toBeTruthy();

    await user.clear(screen.getByLabelText('Delivery time (days)'));
    await user.type(screen.getByLabelText('Delivery time (days)'), '3');
    await user.clear(screen.getByLabelText('Revisions included'));
    await user.type(screen.getByLabelText('Revisions included'), '2');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByText('Services page')).toBeTruthy();
    expect(sent[0]).toMatchObject({ delivery_days: 3, revisions: 2 });
  });

  it("puts the server's field message under its field", async () => {
    stubApi(() =>
      Response.json(
        { error: 'Check the form.', data: { category: 'Choose a category from the list.' } },
        { status: 422 },
      ),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Logo design');
    await screen.findByRole('option', { name: 'Writing' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Writing');
    await user.type(screen.getByLabelText('Price'), '10');
    await user.type(screen.getByLabelText('Description'), 'Words.');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));

    expect(await screen.findByText('Choose a category from the list.')).toBeTruthy();
    expect(screen.queryByText('Services page')).toBeNull();
  });
});

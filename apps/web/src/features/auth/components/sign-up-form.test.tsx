import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { renderRoutes } from '../../../test/render.tsx';
import { SignUpForm } from './sign-up-form.tsx';

const renderForm = () =>
  renderRoutes(
    [
      { path: '/sign_up', element: <SignUpForm accountType="client" onBack={() => undefined} /> },
      { path: '/sign_in', element: <p>Sign in page</p> },
    ],
    '/sign_up',
  );

const fill = async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.type(screen.getByLabelText('Confirm password'), 'correct horse');
  return user;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-up form', () => {
  it('shows the contract messages under the fields and clears one when its field gets focus', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();

    fireEvent.focus(screen.getByLabelText('First Name'));
    await waitFor(() => expect(screen.queryByText('First name is required.')).toBeNull());
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
  });

  it('sends the registration with the chosen account type and goes to /sign_in', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        Response.json(
          { data: { id: 1, username: 'ada', account_type: 'client' } },
          { status: 201 },
        ),
      );
    vi.stubGlobal('fetch', fetchMock);
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const { router } = renderForm();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Sign in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign_in');
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Sign up successfuly.', { duration: 3000 }),
    );
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      account_type: 'client',
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      password: 'correct horse',
      confirm_password: 'correct horse',
    });
  });

  it('shows server field messages under the fields and as toasts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        Response.json(
          {
            error: 'Please correct the highlighted fields.',
            data: {
              username: 'That username is already taken.',
              email: 'An account with this email already exists.',
            },
          },
          { status: 409 },
        ),
      ),
    );
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    renderForm();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('That username is already taken.')).toBeTruthy();
    expect(screen.getByText('An account with this email already exists.')).toBeTruthy();
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
  });

  it('alerts when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderForm();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Bad credentials'));
  });
});

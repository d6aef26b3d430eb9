import { MESSAGES, ZLogin } from '@marketplace/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { zodResolver } from './zod-resolver.ts';
import { useForm, type Resolver } from './use-form.ts';
import { networkError } from './api-client.ts';
import { FORM_OPTIONS, fieldProps, resolverOnIntent } from './form.ts';
import { notify } from './toast.ts';

vi.mock('./toast.ts', () => ({ notify: { error: vi.fn() } }));

type Login = { email: string; password: string };
type LoginChecks = ReturnType<typeof resolverOnIntent<Login, Login>>;

/** A sign-in form whose checks load on intent, and the values its submits let through. */
const renderLoginForm = (checks: LoginChecks) => {
  const submitted: Login[] = [];
  const LoginForm = () => {
    const form = useForm({
      ...FORM_OPTIONS,
      resolver: checks.resolver,
      defaultValues: { email: '', password: '' },
    });
    return (
      <form
        {...checks.formProps}
        onSubmit={form.handleSubmit((values) => void submitted.push(values))}
        noValidate
      >
        <label htmlFor="email">Email</label>
        <input id="email" {...fieldProps(form, 'email')} />
        <p>{form.formState.errors.email?.message}</p>
        <label htmlFor="password">Password</label>
        <input id="password" type="password" {...fieldProps(form, 'password')} />
        <p>{form.formState.errors.password?.message}</p>
        <button type="submit">Sign in</button>
      </form>
    );
  };
  render(<LoginForm />);
  return submitted;
};

const loginResolver = zodResolver(ZLogin) as Resolver<Login, Login>;

beforeEach(() => vi.mocked(notify.error).mockClear());

describe('resolverOnIntent', () => {
  it('loads the checks once, on focus, and a submit answers with their messages', async () => {
    const load = vi.fn(() => Promise.resolve(loginResolver));
    const submitted = renderLoginForm(resolverOnIntent(load));
    expect(load).not.toHaveBeenCalled();

    fireEvent.focus(screen.getByLabelText('Email'));
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(submitted).toEqual([]);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.emailInvalid)).toBeNull());
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(submitted).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a submit before any intent waits for the checks and sends what they parsed', async () => {
    const load = vi.fn(() => Promise.resolve(loginResolver));
    const submitted = renderLoginForm(resolverOnIntent(load));

    // Typed without focus reaching the form (a password manager's fill, then Enter).
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Ada@Example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    expect(load).not.toHaveBeenCalled();
    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(submitted).toEqual([{ email: 'ada@example.com', password: 'correct horse' }]),
    );
  });

  it('a failed load stops the submit, says the network failed, and the next submit asks again', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Login, Login>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(loginResolver);
    const submitted = renderLoginForm(resolverOnIntent(load));

    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(networkError().message));
    expect(screen.queryByText(MESSAGES.emailInvalid)).toBeNull();
    expect(submitted).toEqual([]);

    // After a submit react-hook-form checks again on each change: that failed load is silent.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a' } });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(notify.error).toHaveBeenCalledTimes(1);

    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

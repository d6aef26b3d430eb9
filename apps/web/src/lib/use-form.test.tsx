import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { zodResolver } from './zod-resolver.ts';
import { useForm, type Resolver, type UseFormReturn } from './use-form.ts';

const profileSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your name.')),
  bio: z.string().check(z.maxLength(20, 'Keep the bio to 20 characters.')),
  size: z.enum(['s', 'm', 'l']),
  plan: z.enum(['free', 'pro']),
  terms: z.boolean().check(z.refine((ticked) => ticked, 'Accept the terms.')),
});
type Profile = z.input<typeof profileSchema>;
type ProfileOutput = z.output<typeof profileSchema>;
const DEFAULTS: Profile = { name: 'Ada', bio: 'Engineer', size: 'm', plan: 'pro', terms: true };

/** The form of the latest draw, for the calls a page makes from its code. */
let form: UseFormReturn<Profile, ProfileOutput>;
let draws: UseFormReturn<Profile, ProfileOutput>[] = [];

type ProfileFormProps = {
  onValid?: (values: ProfileOutput) => unknown;
  resolver?: Resolver<Profile, ProfileOutput>;
};

const ProfileForm = ({ onValid = () => undefined, resolver }: ProfileFormProps) => {
  form = useForm({ resolver: resolver ?? zodResolver(profileSchema), defaultValues: DEFAULTS });
  draws.push(form);
  const [bioShown, setBioShown] = useState(true);
  const [failure, setFailure] = useState('');
  const { errors, isSubmitting, submitCount } = form.formState;
  const submit = form.handleSubmit(onValid);
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event).catch((e: Error) => setFailure(e.message))}
    >
      <input aria-label="Name" {...form.register('name')} />
      {bioShown && <textarea aria-label="Bio" {...form.register('bio')} />}
      <button type="button" onClick={() => setBioShown(!bioShown)}>
        Toggle bio
      </button>
      <select aria-label="Size" {...form.register('size')}>
        {['s', 'm', 'l'].map((size) => (
          <option key={size}>{size}</option>
        ))}
      </select>
      <input type="radio" aria-label="Free" value="free" {...form.register('plan')} />
      <input type="radio" aria-label="Pro" value="pro" {...form.register('plan')} />
      <input type="checkbox" aria-label="I accept the terms" {...form.register('terms')} />
      {(['name', 'bio', 'size', 'plan', 'terms'] as const).map((name) => (
        <p key={name}>{errors[name] && `${name}: ${errors[name].message}`}</p>
      ))}
      <p>Watched name: {form.watch('name')}</p>
      <p>Attempts: {submitCount}</p>
      <p>{failure && `Failed: ${failure}`}</p>
      <button type="submit">{isSubmitting ? 'Sending' : 'Send'}</button>
    </form>
  );
};

type Age = { age: number | undefined };
const passThrough: Resolver<Age> = async (values) => ({ values, errors: {} });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('useForm', () => {
  it('shows the default values in text inputs, textareas, selects, radios and checkboxes', () => {
    render(<ProfileForm />);
    expect(field('Name').value).toBe('Ada');
    expect(field('Bio').value).toBe('Engineer');
    expect(field('Size').value).toBe('m');
    expect(field('Free').checked).toBe(false);
    expect(field('Pro').checked).toBe(true);
    expect(field('I accept the terms').checked).toBe(true);
  });

  it('a valid submit passes on what was typed, as the checks output it, once', async () => {
    const onValid = vi.fn();
    render(<ProfileForm onValid={onValid} />);
    type('Name', '  Grace  ');
    type('Bio', 'Admiral');
    fireEvent.change(field('Size'), { target: { value: 'l' } });
    send();
    expect(await screen.findByText('Attempts: 1')).toBeTruthy();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ ...DEFAULTS, name: 'Grace', bio: 'Admiral', size: 'l' });
  });

  it('a submit with errors draws them, sends nothing and counts the attempt', async () => {
    const onValid = vi.fn();
    render(<ProfileForm onValid={onValid} />);
    type('Name', '   ');
    fireEvent.click(field('I accept the terms'));
    send();
    expect(await screen.findByText('name: Enter your name.')).toBeTruthy();
    expect(screen.getByText('terms: Accept the terms.')).toBeTruthy();
    expect(screen.getByText('Attempts: 1')).toBeTruthy();
    expect(form.formState.isSubmitted).toBe(true);
    send();
    expect(await screen.findByText('Attempts: 2')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('says it is sending while the handler works, and stops when it is done', async () => {
    let finish: () => void = () => undefined;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ProfileForm onValid={onValid} />);
    send();
    expect(await screen.findByRole('button', { name: 'Sending' })).toBeTruthy();
    expect(screen.getByText('Attempts: 0')).toBeTruthy();
    act(() => finish());
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getByText('Attempts: 1')).toBeTruthy();
  });

  it('a handler that throws still ends the sending, counts the submit and hands the error on', async () => {
    const onValid = vi.fn(() => Promise.reject(new Error('server down')));
    render(<ProfileForm onValid={onValid} />);
    send();
    expect(await screen.findByText('Failed: server down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getByText('Attempts: 1')).toBeTruthy();
  });

  it('checks nothing while typing before a submit, and checks the changed field after one', async () => {
    const resolver = vi.fn(zodResolver(profileSchema));
    render(<ProfileForm resolver={resolver} />);
    type('Name', '');
    type('Bio', 'This bio is far too long to keep');
    expect(resolver).not.toHaveBeenCalled();
    expect(screen.queryByText(/Enter your name/)).toBeNull();
    send();
    expect(await screen.findByText('name: Enter your name.')).toBeTruthy();
    expect(screen.getByText('bio: Keep the bio to 20 characters.')).toBeTruthy();
    type('Name', 'Grace');
    await waitFor(() => expect(screen.queryByText('name: Enter your name.')).toBeNull());
    // Only the changed field is checked again: the bio's message stays until it changes.
    expect(screen.getByText('bio: Keep the bio to 20 characters.')).toBeTruthy();
    type('Name', ' ');
    expect(await screen.findByText('name: Enter your name.')).toBeTruthy();
    type('Bio', 'Short');
    await waitFor(() => expect(screen.queryByText(/Keep the bio/)).toBeNull());
  });

  it('setError draws a message, getFieldState reads it and clearErrors(name) takes it away', () => {
    render(<ProfileForm />);
    act(() => form.setError('name', { type: 'server', message: 'That name is taken.' }));
    act(() => form.setError('bio', { type: 'server', message: 'No links, please.' }));
    expect(screen.getByText('name: That name is taken.')).toBeTruthy();
    expect(form.getFieldState('name').error?.message).toBe('That name is taken.');
    act(() => form.clearErrors('name'));
    expect(screen.queryByText(/That name is taken/)).toBeNull();
    expect(form.getFieldState('name').error).toBeUndefined();
    expect(screen.getByText('bio: No links, please.')).toBeTruthy();
    act(() => form.clearErrors());
    expect(screen.queryByText(/No links/)).toBeNull();
  });

  it("a message set by hand gives way to the next submit's result", async () => {
    render(<ProfileForm />);
    act(() => form.setError('name', { type: 'server', message: 'That name is taken.' }));
    act(() => form.setError('bio', { type: 'server', message: 'No links, please.' }));
    type('Name', '');
    send();
    expect(await screen.findByText('name: Enter your name.')).toBeTruthy();
    expect(screen.queryByText(/That name is taken/)).toBeNull();
    expect(screen.queryByText(/No links/)).toBeNull();
  });

  it('setValue shows the value in its input and in watch', () => {
    render(<ProfileForm />);
    act(() => form.setValue('name', 'Grace'));
    act(() => form.setValue('plan', 'free'));
    act(() => form.setValue('terms', false));
    expect(field('Name').value).toBe('Grace');
    expect(screen.getByText('Watched name: Grace')).toBeTruthy();
    expect(form.watch('plan')).toBe('free');
    expect(field('Free').checked).toBe(true);
    expect(field('I accept the terms').checked).toBe(false);
  });

  it('reset brings the defaults back and forgets errors and submits; reset(values) sets new ones', async () => {
    render(<ProfileForm />);
    type('Name', '');
    fireEvent.click(field('Free'));
    send();
    expect(await screen.findByText('name: Enter your name.')).toBeTruthy();
    act(() => form.reset());
    expect(field('Name').value).toBe('Ada');
    expect(field('Pro').checked).toBe(true);
    expect(screen.queryByText(/Enter your name/)).toBeNull();
    expect(screen.getByText('Attempts: 0')).toBeTruthy();
    expect(form.formState.isSubmitted).toBe(false);
    act(() => form.reset({ ...DEFAULTS, name: 'Grace', terms: false }));
    expect(field('Name').value).toBe('Grace');
    expect(field('I accept the terms').checked).toBe(false);
    type('Name', 'Edsger');
    act(() => form.reset());
    expect(field('Name').value).toBe('Grace');
  });

  it('a radio group keeps the chosen value and a checkbox gives true or false', async () => {
    const onValid = vi.fn();
    render(<ProfileForm onValid={onValid} />);
    fireEvent.click(field('Free'));
    expect(field('Free').checked).toBe(true);
    expect(field('Pro').checked).toBe(false);
    expect(form.watch('plan')).toBe('free');
    fireEvent.click(field('I accept the terms'));
    expect(form.watch('terms')).toBe(false);
    fireEvent.click(field('I accept the terms'));
    send();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ plan: 'free', terms: true });
  });

  it('a field hidden and drawn again shows what was typed before', async () => {
    const onValid = vi.fn();
    render(<ProfileForm onValid={onValid} />);
    type('Bio', 'Compiler pioneer');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle bio' }));
    expect(screen.queryByLabelText('Bio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle bio' }));
    expect(field('Bio').value).toBe('Compiler pioneer');
    send();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ bio: 'Compiler pioneer' });
  });

  it('is the same form object on every draw', () => {
    draws = [];
    render(<ProfileForm />);
    type('Name', 'Grace');
    expect(draws.length).toBeGreaterThan(1);
    expect(new Set(draws).size).toBe(1);
  });

  it('setValueAs turns what is typed into the value kept, and onChange runs after the form took it', async () => {
    const onValid = vi.fn();
    const seen: unknown[] = [];
    const AgeForm = () => {
      const f = useForm({ resolver: passThrough, defaultValues: { age: 30 } });
      const setValueAs = (text: string) => (text.trim() === '' ? undefined : Number(text));
      const onChange = () => seen.push(f.watch('age'));
      return (
        <form onSubmit={f.handleSubmit(onValid)} noValidate>
          <input aria-label="Age" {...f.register('age', { setValueAs, onChange })} />
          <button type="submit">Send</button>
        </form>
      );
    };
    render(<AgeForm />);
    expect(field('Age').value).toBe('30');
    type('Age', '42');
    expect(seen).toEqual([42]);
    send();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ age: 42 }));
    type('Age', ' ');
    expect(seen).toEqual([42, undefined]);
  });
});

import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { notify } from '../../../lib/toast.ts';
import { jobFixture, stubFetch, stubUploads } from '../testing.ts';
import { JobForm } from './job-form.tsx';

// The machine running the suite can be busy: give async queries more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const categories = [
  { id: 1, name: 'Web Development' },
  { id: 2, name: 'UI/UX Design' },
];

const renderForm = (job?: ReturnType<typeof jobFixture>) => {
  stubFetch({ '/api/categories': () => Response.json({ data: categories }) });
  return renderRoutes(
    [
      { path: '/form', element: <JobForm job={job} /> },
      { path: '/my_jobs', element: <p>My jobs page</p> },
      { path: '/home', element: <p>Home page</p> },
    ],
    '/form',
  );
};

const skills = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Skills' });
const skillsLoaded = () => waitFor(() => expect(skills().disabled).toBe(false));

const fillValidForm = async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Title'), 'Landing page');
  await skillsLoaded();
  await user.click(skills());
  await user.keyboard('{ArrowDown}{Enter}{Escape}');
  await user.click(screen.getByRole('radio', { name: 'Mediem' }));
  await user.click(screen.getByRole('radio', { name: 'Intermidiate' }));
  await user.type(screen.getByLabelText('Price'), '850');
  await user.type(screen.getByLabelText('Expected delivery time (days)'), '14');
  await user.type(screen.getByLabelText('Description'), 'Three pages.');
  return user;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

// Whole forms in jsdom, plus the SPEC's real 2-second redirect: more than the default 5 s.
describe('job form', { timeout: 30_000 }, () => {
  it("shows the contract's messages under the fields and clears one when its field gets focus", async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Title is required.')).toBeTruthy();
    // Focus goes to the first invalid field, and its message stays (issue 15).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
    expect(screen.getByText('Title is required.')).toBeTruthy();
    expect(screen.getByText('Choose at least one skill.')).toBeTruthy();
    expect(screen.getByText('Choose a size: Small, Mediem or Large.')).toBeTruthy();
    expect(
      screen.getByText('Choose an experience level: Beginner, Intermidiate or Expert.'),
    ).toBeTruthy();
    expect(screen.getByText('Budget must be greater than 0.')).toBeTruthy();
    expect(screen.getByText(/Expected delivery time must be a whole number of days/)).toBeTruthy();
    expect(screen.getByText('Description is required.')).toBeTruthy();

    fireEvent.focus(screen.getByLabelText('Title'));
    await waitFor(() => expect(screen.queryByText('Title is required.')).toBeNull());
    expect(screen.getByText('Description is required.')).toBeTruthy();
    fireEvent.focus(screen.getByRole('radio', { name: 'Small' }));
    await waitFor(() =>
      expect(screen.queryByText('Choose a size: Small, Mediem or Large.')).toBeNull(),
    );
  });

  it('toggles skills by keyboard in a multi-select combobox and shows them as removable chips', async () => {
    renderForm();
    const user = userEvent.setup();
    await skillsLoaded();
    await user.click(skills());
    expect(skills().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}{ArrowDown}{Enter}');
    const chips = () => within(screen.getByRole('list', { name: 'Chosen skills' }));
    expect(chips().getByText('Web Development')).toBeTruthy();
    expect(chips().getByText('UI/UX Design')).toBeTruthy();
    const option = screen.getByRole('option', { name: 'UI/UX Design' });
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(skills().getAttribute('aria-activedescendant')).toBe(option.id);

    // Picking a chosen skill again removes it (SPEC).
    await user.keyboard('{Enter}');
    expect(chips().queryByText('UI/UX Design')).toBeNull();
    // Typing filters the list; Escape closes it.
    await user.type(skills(), 'web');
    expect(screen.getAllByRole('option').map((item) => item.textContent)).toEqual([
      'Web Development',
    ]);
    await user.keyboard('{Escape}');
    expect(skills().getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Remove Web Development' }));
    expect(screen.queryByRole('list', { name: 'Chosen skills' })).toBeNull();
  });

  it('posts the job with its files, toasts, shows Submiting... and goes to /my_jobs', async () => {
    const success = vi.spyOn(notify, 'success');
    const sent = stubUploads(() => ({ status: 201, body: { data: jobFixture() } }));
    renderForm();
    const user = await fillValidForm();
    await user.upload(
      screen.getByLabelText('Illustrative files'),
      new File(['colours: warm'], 'brief.txt', { type: 'text/plain' }),
    );
    expect(screen.getByText('brief.txt')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('button', { name: 'Submiting...' })).toBeTruthy();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Job post created successfuly'));
    expect(sent).toHaveLength(1);
    const [upload] = sent;
    expect(upload?.method).toBe('POST');
    expect(upload?.url).toBe('/api/job');
    expect(upload?.body.get('skills')).toBe('[{"name":"Web Development"}]');
    expect(upload?.body.get('size')).toBe('Mediem');
    expect(upload?.body.get('budjet')).toBe('850');
    expect((upload?.body.get('files') as File).name).toBe('brief.txt');

    // SPEC: /my_jobs follows two seconds later, not at once.
    expect(screen.queryByText('My jobs page')).toBeNull();
    expect(await screen.findByText('My jobs page')).toBeTruthy();
  });

  it("puts the server's field messages under the fields and toasts its message", async () => {
    const error = vi.spyOn(notify, 'error');
    stubUploads(() => ({
      status: 422,
      body: {
        error: 'Please correct the highlighted fields.',
        data: { title: 'Title must be at most 200 characters.' },
      },
    }));
    renderForm();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Title must be at most 200 characters.')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Please correct the highlighted fields.');
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
  });

  it('refuses a file type the server would refuse, before uploading', async () => {
    renderForm();
    // The picker's accept list is a hint; a drop can bring anything.
    fireEvent.drop(screen.getByText(/Drag and drop files here/).parentElement as HTMLElement, {
      dataTransfer: { files: [new File(['MZ'], 'setup.exe')] },
    });
    expect(await screen.findByText(/setup\.exe: this file type is not accepted/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
  });

  it('edits a job: loads its values, removes a kept file and toasts every server message', async () => {
    const error = vi.spyOn(notify, 'error');
    const job = jobFixture({
      title: 'Old title',
      illustrative_files: [
        { id: 5, url: '/api/job/files/5', name: 'old.pdf', size: 2048, mime: 'application/pdf' },
      ],
    });
    const sent = stubUploads(() => ({
      status: 422,
      body: {
        error: 'Please correct the highlighted fields.',
        data: { title: 'First problem.', description: 'Second problem.' },
      },
    }));
    renderForm(job);
    const user = userEvent.setup();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Old title');
    expect((screen.getByRole('radio', { name: 'Mediem' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove old.pdf' }));
    expect(screen.queryByText('old.pdf')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url).toBe('/api/job/41');
    expect(sent[0]?.body.get('removed_file_ids')).toBe('[5]');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Second problem.'));
    expect(error).toHaveBeenCalledWith('First problem.');
  });

  it('Cancel goes to /home', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});

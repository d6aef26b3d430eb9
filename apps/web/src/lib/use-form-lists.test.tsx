import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { zodResolver } from './zod-resolver.ts';
import { useForm, type FormControl, type UseFormReturn } from './use-form.ts';
import { useFieldArray, useWatch } from './use-form-lists.ts';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('dotted names, useFieldArray and useWatch', () => {
  const planSchema = z.object({
    project: z.object({ name: z.string().check(z.minLength(1, 'Name the project.')) }),
    rows: z.array(
      z.object({ title: z.string().check(z.minLength(1, 'Give it a title.')), amount: z.string() }),
    ),
  });
  type Plan = z.input<typeof planSchema>;
  const design = { title: 'Design', amount: '100' };
  const build = { title: 'Build', amount: '200' };
  let keys: string[][] = [];
  /** The form of the latest draw, for the calls a page makes from its code. */
  let plan: UseFormReturn<Plan>;

  // Drawn again by its own watch only: the form's draws do not reach past memo.
  const Total = memo(({ control }: { control: FormControl<Plan> }) => {
    const rows = useWatch({ control, name: 'rows' });
    return <p>Total: {rows.reduce((sum, row) => sum + (Number(row.amount) || 0), 0)}</p>;
  });

  const PlanForm = ({ onValid = () => undefined }: { onValid?: (values: Plan) => unknown }) => {
    const f = useForm({
      resolver: zodResolver(planSchema),
      defaultValues: { project: { name: 'Bridge' }, rows: [design, build] },
    });
    plan = f;
    const rows = useFieldArray({ control: f.control, name: 'rows' });
    keys.push(rows.fields.map((row) => row.id));
    const projectError = f.getFieldState('project.name').error?.message;
    return (
      <form onSubmit={f.handleSubmit(onValid)} noValidate>
        <input aria-label="Project" {...f.register('project.name')} />
        <p>{projectError && `Project: ${projectError}`}</p>
        <ol>
          {rows.fields.map((row, index) => (
            <li key={row.id}>
              <input aria-label={`Title ${index + 1}`} {...f.register(`rows.${index}.title`)} />
              <input aria-label={`Amount ${index + 1}`} {...f.register(`rows.${index}.amount`)} />
              <p>{f.formState.errors.rows?.[index]?.title?.message}</p>
              <button type="button" onClick={() => rows.remove(index)}>
                Remove {index + 1}
              </button>
            </li>
          ))}
        </ol>
        <p>{f.formState.errors.rows?.message}</p>
        <button type="button" onClick={() => rows.append({ title: 'Launch', amount: '50' })}>
          Add
        </button>
        <Total control={f.control} />
        <button type="submit">Send</button>
      </form>
    );
  };

  it('dotted names show, take and check values inside records and lists', async () => {
    const onValid = vi.fn();
    render(<PlanForm onValid={onValid} />);
    expect(field('Project').value).toBe('Bridge');
    expect(field('Title 2').value).toBe('Build');
    type('Project', '');
    type('Title 2', '');
    send();
    expect(await screen.findByText('Project: Name the project.')).toBeTruthy();
    expect(field('Title 2').closest('li')?.textContent).toContain('Give it a title.');
    type('Project', 'Tunnel');
    type('Title 2', 'Dig');
    await waitFor(() => expect(screen.queryByText(/Give it a title/)).toBeNull());
    expect(screen.queryByText(/Name the project/)).toBeNull();
    send();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    const rows = [design, { ...build, title: 'Dig' }];
    expect(onValid).toHaveBeenCalledWith({ project: { name: 'Tunnel' }, rows });
  });

  it('keys the rows by ids that stay put, and append adds a row showing its values', () => {
    keys = [];
    render(<PlanForm />);
    type('Title 1', 'Design it');
    const [first, second] = keys;
    expect(typeof first?.[0]).toBe('string');
    expect(new Set(first).size).toBe(2);
    expect(second).toEqual(first);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(field('Title 3').value).toBe('Launch');
    expect(field('Amount 3').value).toBe('50');
    const added = keys.at(-1) ?? [];
    expect(added.slice(0, 2)).toEqual(first);
    expect(new Set(added).size).toBe(3);
    expect(field('Title 1').value).toBe('Design it');
  });

  it('remove takes out that row, and the rows after it keep what was typed into them', async () => {
    const onValid = vi.fn();
    render(<PlanForm onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    type('Title 2', 'Build it');
    type('Amount 3', '75');
    const buildRow = field('Title 2').closest('li');
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(screen.queryByLabelText('Title 3')).toBeNull();
    expect(field('Title 1').closest('li')).toBe(buildRow);
    expect(field('Title 1').value).toBe('Build it');
    expect(field('Amount 1').value).toBe('200');
    expect(field('Title 2').value).toBe('Launch');
    expect(field('Amount 2').value).toBe('75');
    send();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    const buildIt = { ...build, title: 'Build it' };
    const rows = [buildIt, { title: 'Launch', amount: '75' }];
    expect(onValid).toHaveBeenCalledWith({ project: { name: 'Bridge' }, rows });
  });

  it("a row's message moves with the row when a row before it is removed", async () => {
    render(<PlanForm />);
    type('Title 2', '');
    send();
    expect(await screen.findByText('Give it a title.')).toBeTruthy();
    expect(field('Title 2').closest('li')?.textContent).toContain('Give it a title.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(field('Title 1').closest('li')?.textContent).toContain('Give it a title.');
    expect(screen.getAllByText('Give it a title.')).toHaveLength(1);
  });

  it('useWatch keeps a live total as amounts are typed, added and removed', () => {
    render(<PlanForm />);
    expect(screen.getByText('Total: 300')).toBeTruthy();
    type('Amount 2', '250');
    expect(screen.getByText('Total: 350')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Total: 400')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(screen.getByText('Total: 300')).toBeTruthy();
  });

  it('setValue on a record or a list shows the new values in the inputs under it', () => {
    render(<PlanForm />);
    act(() => plan.setValue('project', { name: 'Dam' }));
    act(() => plan.setValue('rows', [{ title: 'Survey', amount: '10' }, build]));
    expect(field('Project').value).toBe('Dam');
    expect(field('Title 1').value).toBe('Survey');
    expect(field('Amount 1').value).toBe('10');
    expect(field('Title 2').value).toBe('Build');
  });

  it("a message on the whole list keeps its rows' messages, and outlives a removed row", () => {
    render(<PlanForm />);
    act(() => {
      plan.setError('rows.1.title', { type: 'server', message: 'Taken.' });
      plan.setError('rows', { type: 'server', message: 'The amounts must add up.' });
    });
    expect(field('Title 2').closest('li')?.textContent).toContain('Taken.');
    expect(screen.getByText('The amounts must add up.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(field('Title 1').closest('li')?.textContent).toContain('Taken.');
    expect(screen.getByText('The amounts must add up.')).toBeTruthy();
  });
});

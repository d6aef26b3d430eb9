import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const Fruit = ({
  disabled,
  ...props
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  disabled?: string;
}) => (
  <>
    <button type="button">Before</button>
    <Tabs {...props}>
      <TabsList aria-label="Fruit">
        {['apple', 'banana', 'cherry'].map((name) => (
          <TabsTrigger key={name} value={name} disabled={name === disabled}>
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {['apple', 'banana', 'cherry'].map((name) => (
        <TabsContent key={name} value={name}>
          <p>About {name}</p>
        </TabsContent>
      ))}
    </Tabs>
    <button type="button">After</button>
  </>
);

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () =>
  screen.getAllByRole('tab').filter((element) => element.getAttribute('aria-selected') === 'true');
const shownText = () => screen.getByRole('tabpanel').textContent;

describe('Tabs', () => {
  it('draws a tab list, tabs and the selected panel with their roles and names', () => {
    render(<Fruit defaultValue="banana" />);
    const list = screen.getByRole('tablist', { name: 'Fruit' });
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'apple',
      'banana',
      'cherry',
    ]);
    expect(selected()).toEqual([tab('banana')]);
    expect(tab('banana').getAttribute('data-state')).toBe('active');
    expect(tab('apple').getAttribute('data-state')).toBe('inactive');

    // The one visible panel is named by its tab, which says it controls it.
    const panel = screen.getByRole('tabpanel', { name: 'banana' });
    expect(panel.id).toBe(tab('banana').getAttribute('aria-controls'));
    expect(panel.getAttribute('data-state')).toBe('active');
    expect(panel.tabIndex).toBe(0);
    for (const name of ['apple', 'cherry']) {
      const controlled = document.getElementById(tab(name).getAttribute('aria-controls') ?? '');
      expect(controlled?.hidden).toBe(true);
    }
  });

  it('mounts only the selected panel', async () => {
    render(<Fruit defaultValue="apple" />);
    expect(screen.getByText('About apple')).toBeTruthy();
    expect(screen.queryByText('About banana')).toBeNull();
    await userEvent.click(tab('banana'));
    expect(screen.getByText('About banana')).toBeTruthy();
    expect(screen.queryByText('About apple')).toBeNull();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('puts only the selected tab in the tab order', async () => {
    const user = userEvent.setup();
    render(<Fruit defaultValue="banana" />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Before');
    await user.tab();
    expect(document.activeElement).toBe(tab('banana'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Before');
  });

  it('moves focus and the selection with the arrows, looping at both ends', async () => {
    const user = userEvent.setup();
    render(<Fruit defaultValue="apple" />);
    await user.click(tab('apple'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('banana'));
    expect(selected()).toEqual([tab('banana')]);
    expect(shownText()).toBe('About banana');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('apple'));
    expect(shownText()).toBe('About apple');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('cherry'));
    expect(selected()).toEqual([tab('cherry')]);
    // Up and down belong to a vertical list; here they change nothing.
    await user.keyboard('{ArrowUp}{ArrowDown}');
    expect(document.activeElement).toBe(tab('cherry'));
    expect(selected()).toEqual([tab('cherry')]);
  });

  it('jumps to the first and the last tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<Fruit defaultValue="banana" />);
    await user.click(tab('banana'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('cherry'));
    expect(shownText()).toBe('About cherry');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('apple'));
    expect(shownText()).toBe('About apple');
  });

  it('skips a disabled tab for the keys and the pointer', async () => {
    const user = userEvent.setup();
    render(<Fruit defaultValue="apple" disabled="banana" />);
    await user.click(tab('apple'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('cherry'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('apple'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('cherry'));
    await user.click(tab('banana'));
    expect(selected()).toEqual([tab('cherry')]);
    expect(shownText()).toBe('About cherry');
  });

  it('keeps the list reachable by Tab when the selected tab is disabled', async () => {
    const user = userEvent.setup();
    render(<Fruit defaultValue="apple" disabled="apple" />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(tab('banana'));
  });

  it('reports choices and shows what its owner says when controlled', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    const { rerender } = render(<Fruit value="apple" onValueChange={changes} />);
    await user.click(tab('cherry'));
    expect(changes).toHaveBeenCalledWith('cherry');
    // The owner has not agreed yet: apple stays selected.
    expect(selected()).toEqual([tab('apple')]);
    rerender(<Fruit value="cherry" onValueChange={changes} />);
    expect(selected()).toEqual([tab('cherry')]);
    expect(shownText()).toBe('About cherry');
  });

  it('follows an owner that keeps the value in state, reporting each change once', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    const Owner = () => {
      const [value, setValue] = useState('apple');
      return (
        <Fruit
          value={value}
          onValueChange={(next) => {
            changes(next);
            setValue(next);
          }}
        />
      );
    };
    render(<Owner />);
    await user.click(tab('banana'));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual([tab('cherry')]);
    expect(changes.mock.calls).toEqual([['banana'], ['cherry']]);
  });

  it('keeps its own value when uncontrolled and still reports changes', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    render(<Fruit defaultValue="apple" onValueChange={changes} />);
    await user.click(tab('banana'));
    expect(selected()).toEqual([tab('banana')]);
    expect(shownText()).toBe('About banana');
    expect(changes).toHaveBeenCalledWith('banana');
  });
});

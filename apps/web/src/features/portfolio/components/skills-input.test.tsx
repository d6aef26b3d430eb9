import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addSkill, SkillsInput } from './skills-input.tsx';

describe('addSkill', () => {
  it('adds a trimmed skill once, whatever its case', () => {
    expect(addSkill([], '  React  ').skills).toEqual(['React']);
    expect(addSkill(['React'], 'react').skills).toEqual(['React']);
    expect(addSkill(['React'], '   ').skills).toEqual(['React']);
  });

  it('answers the contract messages beyond the limits', () => {
    expect(addSkill([], 'x'.repeat(41)).error).toBe('Each skill is 1 to 40 characters.');
    const twenty = Array.from({ length: 20 }, (_, i) => `skill ${i}`);
    expect(addSkill(twenty, 'one more')).toEqual({
      skills: twenty,
      error: 'At most 20 skills.',
    });
  });
});

const Harness = ({ onSubmit }: { onSubmit: () => void }) => {
  const [skills, setSkills] = useState<string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SkillsInput label="Add Skills" skills={skills} onChange={setSkills} />
    </form>
  );
};

describe('SkillsInput', () => {
  it('adds a tag on Enter without submitting the form, and removes it', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Add Skills');
    await userEvent.type(input, 'Figma{Enter}Branding{Enter}');

    const chips = screen.getByRole('list', { name: 'Chosen skills' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Figma', 'Branding']);
    expect(onSubmit).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Figma' }));
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Branding']);
  });

  it('removes the last tag with Backspace in an empty box', async () => {
    render(<Harness onSubmit={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Add Skills'), 'Figma{Enter}{Backspace}');
    expect(screen.queryByRole('list', { name: 'Chosen skills' })).toBeNull();
  });
});

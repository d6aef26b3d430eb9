import { describe, expect, it } from 'vitest';
import { toJobFormData } from './job-form-data.ts';

describe('toJobFormData', () => {
  it('sends the fields as text, skills as JSON text and each file as a files part', () => {
    const brief = new File(['colours'], 'brief.txt', { type: 'text/plain' });
    const form = toJobFormData({
      title: 'Logo',
      description: 'A round logo.',
      skills: ['Graphic Design', 'Branding'],
      level: 'Expert',
      size: 'Small',
      budjet: 120.5,
      time: undefined,
      expected_delivery_time: 7,
      files: [brief],
      removedFileIds: [4, 9],
    });
    expect(form.get('title')).toBe('Logo');
    expect(form.get('skills')).toBe('[{"name":"Graphic Design"},{"name":"Branding"}]');
    expect(form.get('budjet')).toBe('120.5');
    expect(form.get('expected_delivery_time')).toBe('7');
    expect(form.get('level')).toBe('Expert');
    expect(form.get('size')).toBe('Small');
    // Sent empty so that clearing it on an edit clears it on the server.
    expect(form.get('time')).toBe('');
    expect(form.get('removed_file_ids')).toBe('[4,9]');
    expect(form.getAll('files').map((part) => (part as File).name)).toEqual(['brief.txt']);
  });

  it('leaves removed_file_ids out when nothing was removed', () => {
    const form = toJobFormData({
      title: 'Logo',
      description: 'A round logo.',
      skills: ['Branding'],
      level: 'Beginner',
      size: 'Large',
      budjet: 10,
      time: 'Part time',
      expected_delivery_time: 1,
      files: [],
    });
    expect(form.has('removed_file_ids')).toBe(false);
    expect(form.get('time')).toBe('Part time');
  });
});

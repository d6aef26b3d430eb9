import { describe, expect, it } from 'vitest';
import { jobSearchParams } from './search-jobs.ts';

describe('jobSearchParams', () => {
  it('sends only the filters that are set, with the page size and the cursor', () => {
    const params = jobSearchParams(
      { q: ' logo ', category: 'Branding', level: undefined, min_budget: 0, max_budget: 500 },
      'abc',
    );
    expect(Object.fromEntries(params)).toEqual({
      limit: '20',
      q: 'logo',
      category: 'Branding',
      min_budget: '0',
      max_budget: '500',
      cursor: 'abc',
    });
  });

  it('asks for the first page without a cursor', () => {
    expect(jobSearchParams({}).toString()).toBe('limit=20');
  });
});

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../lib/zod-configured.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

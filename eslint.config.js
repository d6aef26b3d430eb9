import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { architecture } from './eslint-rules/architecture.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The layers of ARCHITECTURE.md: imports point down, modules and features meet only
    // through their front doors, no folder imports back into one that imports it.
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: {
      'architecture/layers': 'error',
      'architecture/no-folder-cycles': 'error',
      'architecture/owned-tables': 'error',
    },
  },
  {
    // Files stay small enough to read in one sitting; SPEC's strings are one list on purpose,
    // and the generated checks are data, not read.
    files: [
      'apps/server/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'packages/contract/src/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/strings.ts', 'apps/web/src/**/*.generated.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
);

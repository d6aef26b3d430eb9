// `npm run test:deep`: the long runs of the server's model, race, fuzz and crash suites (each
// sized for CI in `npm test`; `DEEP=1` makes them go further). Add DATABASE_URL and REDIS_URL
// to run them on PostgreSQL and Redis as well. Takes tens of minutes on a small machine.
import { run } from './lib.mjs';

const code = await run(
  'npx',
  [
    'vitest',
    'run',
    '--root',
    'apps/server',
    'src/fuzz.test.ts',
    'src/races.test.ts',
    'src/crash.test.ts',
    'src/modules/orders/ledger-model.test.ts',
    'src/modules/orders/order-races.test.ts',
    'src/modules/orders/order-crash.test.ts',
  ],
  { env: { ...process.env, DEEP: '1' } },
);
process.exit(code);

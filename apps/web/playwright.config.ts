import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Tool configuration, so it reads its own environment: which port, which Chromium.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// The server's data directory: tests read the mail it writes to its outbox there.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `marketplace-e2e-${port}`);

export default defineConfig({
  testDir: './e2e',
  // Generous: the proposal flow alone waits 3 s twice (SPEC), and CI machines are small.
  timeout: 90_000,
  // A first render after sign-in can take seconds on a loaded 2-core CI machine.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The system Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // Serves the already built app (apps/web/dist) on a throw-away data directory.
    command: 'node ../../scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

// `npm test`: lint, typecheck, unit and integration suites, then end-to-end in Chromium.
// `--server-only` runs just the server suites (CI runs them again on PostgreSQL + Redis).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { buildWebIfNeeded, run } from './lib.mjs';

const serverOnly = process.argv.includes('--server-only');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Named again in the last lines: a CI log often keeps only its tail, far from the failure.
const failedTests = [];

const step = async (name, command, args, env = {}) => {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args, { env: { ...process.env, ...env } });
  if (code !== 0) failures.push(name);
  return code;
};

const addVitestReport = (file) => {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    const name = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failedTests.push(`${name} › ${test.fullName}`);
    // A file that fails to load, or in a hook, has no failed test of its own to name.
    if (file.status === 'failed' && failed.length === 0)
      failedTests.push(`${name}: ${file.message}`);
  }
};

const vitest = async (workspace) => {
  const reportFile = path.join(reportDir, `${workspace.replaceAll('/', '-')}.json`);
  await step(`tests: ${workspace}`, 'npx', [
    'vitest',
    'run',
    '--root',
    workspace,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ]);
  addVitestReport(reportFile);
};

/** Finds Chromium, installing Debian's package when we can; otherwise says how to provide one. */
const ensureChromium = () => {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (fs.existsSync(candidate)) return candidate;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROME_PATH && isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    `\nNo Chromium at ${candidate}. The end-to-end tests need one: install Chromium ` +
      '(on Debian or Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
};

if (serverOnly) {
  await vitest('apps/server');
} else {
  const chromePath = ensureChromium();
  await step('lint', 'npm', ['run', 'lint', '--silent']);
  await step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  await vitest('packages/contract');
  await vitest('apps/server');
  await vitest('apps/web');
  console.log('\n=== build web ===');
  if ((await buildWebIfNeeded()) !== 0) failures.push('build web');
  // The sandbox app, then the same browser against a server set up for Stripe and its local
  // stand-in (playwright.stripe.config.ts), each with its own json report for the count.
  const playwright = async (name, config, reportName) => {
    const report = path.join(reportDir, reportName);
    await step(name, 'npx', ['playwright', 'test', '-c', config, '--reporter=list,json'], {
      CHROME_PATH: chromePath,
      PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    });
    if (!fs.existsSync(report)) return;
    const { stats, suites } = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    const addFailedSpecs = (suite) => {
      for (const spec of suite.specs ?? []) {
        if (!spec.ok) failedTests.push(`${spec.file} › ${spec.title}`);
      }
      for (const child of suite.suites ?? []) addFailedSpecs(child);
    };
    for (const suite of suites) addFailedSpecs(suite);
  };
  await playwright('end-to-end (Chromium)', 'apps/web/playwright.config.ts', 'e2e.json');
  await playwright(
    'end-to-end with Stripe stand-in (Chromium)',
    'apps/web/playwright.stripe.config.ts',
    'e2e-stripe.json',
  );
}

fs.rmSync(reportDir, { recursive: true, force: true });
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
for (const test of failedTests) console.log(`failed: ${test}`);
if (totals.passed === 0 && failures.length === 0) failures.push('no tests ran');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);

// `npm run bench [-- scenario...]`: runs the named scenarios (all by default), each printing
// its throughput and latency next to the floor and bare baseline measured in the same run,
// and writes them all to bench/RESULTS.md.
import { runChatDelivery } from './scenarios/chat-delivery.ts';
import { runFootprint } from './scenarios/footprint.ts';
import { runJobsBrowse } from './scenarios/jobs-browse.ts';
import { runLighthouse } from './scenarios/lighthouse.ts';
import { runReads } from './scenarios/reads.ts';
import { runServicesBrowse } from './scenarios/services-browse.ts';
import { runWebBundle } from './scenarios/web-bundle.ts';
import { writeResults } from './lib.ts';

const scenarios: Record<string, () => Promise<void>> = {
  reads: runReads,
  'jobs-browse': runJobsBrowse,
  'services-browse': runServicesBrowse,
  'chat-delivery': runChatDelivery,
  'web-bundle': runWebBundle,
  lighthouse: runLighthouse,
  footprint: runFootprint,
};

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !(name in scenarios));
if (unknown.length) {
  console.error(
    `Unknown scenario(s): ${unknown.join(', ')}. Known: ${Object.keys(scenarios).join(', ')}`,
  );
  process.exit(2);
}
const names = requested.length ? requested : Object.keys(scenarios);
const finished: string[] = [];
try {
  for (const name of names) {
    const scenario = scenarios[name];
    if (scenario) await scenario();
    finished.push(name);
  }
} finally {
  // A scenario that fails does not throw away what the others measured.
  writeResults(finished);
}

// `npm run bench [-- scenario...]`: runs the named scenarios (all by default), each printing
// its throughput and latency next to a bare baseline measured in the same run.
import { runChatDelivery } from './scenarios/chat-delivery.ts';
import { runJobsBrowse } from './scenarios/jobs-browse.ts';
import { runServicesBrowse } from './scenarios/services-browse.ts';
import { runUserInfo } from './scenarios/user-info.ts';
import { runWebBundle } from './scenarios/web-bundle.ts';

const scenarios: Record<string, () => Promise<void>> = {
  'user-info': runUserInfo,
  'jobs-browse': runJobsBrowse,
  'services-browse': runServicesBrowse,
  'chat-delivery': runChatDelivery,
  'web-bundle': runWebBundle,
};

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !(name in scenarios));
if (unknown.length) {
  console.error(
    `Unknown scenario(s): ${unknown.join(', ')}. Known: ${Object.keys(scenarios).join(', ')}`,
  );
  process.exit(2);
}
for (const name of requested.length ? requested : Object.keys(scenarios)) {
  const scenario = scenarios[name];
  if (scenario) await scenario();
}

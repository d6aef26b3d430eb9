// `npm start`: build the web app and bundle the server when needed, then serve API, /ws and the SPA on one port.
import { buildServerIfNeeded, buildWebIfNeeded, startServer } from './lib.mjs';

const buildCode = await buildWebIfNeeded();
if (buildCode !== 0) process.exit(buildCode);
await buildServerIfNeeded();
const server = startServer({ NODE_ENV: process.env.NODE_ENV ?? 'production' });
server.on('exit', (code) => process.exit(code ?? 0));

// `npm start`: build the web app when needed, then serve API, /ws and the SPA on one port.
import { buildWebIfNeeded, startServer } from './lib.mjs';

const buildCode = await buildWebIfNeeded();
if (buildCode !== 0) process.exit(buildCode);
const server = startServer({ NODE_ENV: process.env.NODE_ENV ?? 'production' });
server.on('exit', (code) => process.exit(code ?? 0));

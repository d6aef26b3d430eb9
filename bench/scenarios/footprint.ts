// The server's own footprint on each database: start-up time (spawn to first healthy answer),
// resident memory once idle, and with 1,000 signed-in sockets open; beside the floor server
// (bare Fastify + the same database driver, which holds PGlite's own memory too).
import {
  benchDatabases,
  connectSocket,
  createUser,
  recordSection,
  memoryOf,
  startApp,
  startBaseline,
} from '../lib.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);

const shown = (memory: { resident: number; peak: number }) =>
  `${memory.resident.toFixed(0)} (${memory.peak.toFixed(0)})`;

export const runFootprint = async () => {
  const lines = [
    `| server | database | start-up ms | RSS idle MB (peak) | RSS with ${SOCKETS} sockets MB (peak) |`,
    '|---|---|---:|---:|---:|',
  ];
  for (const database of benchDatabases()) {
    const floor = await startBaseline(database);
    try {
      for (let i = 0; i < 3; i += 1) await fetch(`${floor.url}/floor/1`);
      lines.push(
        `| floor | ${database} | ${floor.startupMs.toFixed(0)} | ${shown(memoryOf(floor.pid))} | - |`,
      );
    } finally {
      await floor.stop();
    }
    const app = await startApp(database);
    try {
      const token = await createUser(app.url, 'freelancer', `fp${Date.now() % 1_000_000}`);
      // A few requests so the routes' code is loaded, as on a server that has been used.
      for (const path of ['/api/user', '/api/auth/me', '/api/notifications'])
        await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const idle = memoryOf(app.pid);
      const sockets = [];
      for (let i = 0; i < SOCKETS; i += 1) sockets.push(await connectSocket(app.url, token));
      const withSockets = memoryOf(app.pid);
      for (const socket of sockets) socket.close();
      lines.push(
        `| app | ${database} | ${app.startupMs.toFixed(0)} | ${shown(idle)} | ${shown(withSockets)} |`,
      );
    } finally {
      await app.stop();
    }
  }
  recordSection('Server footprint', lines);
};

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './server-process.ts';

/** Where Debian and Ubuntu install it; the fault suites need a Redis they may stop. */
export const REDIS_SERVER = '/usr/bin/redis-server';

export const redisServerInstalled = () => fs.existsSync(REDIS_SERVER);

export type RedisProcess = {
  url: string;
  /** Stops Redis (SIGTERM: it closes every client connection) and waits until it has exited. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty (nothing is saved), and waits until it is ready. */
  start: () => Promise<void>;
};

/**
 * A throwaway Redis on a free port, owned by the test: no persistence, so a restart comes
 * back empty, as a Redis without a volume does.
 */
export const startRedisProcess = async (): Promise<RedisProcess> => {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const current = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = current;
    exited = new Promise((resolve) => current.once('exit', () => resolve()));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      current.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      current.once('exit', (code) =>
        reject(new Error(`redis-server exited (${code}):\n${output}`)),
      );
    });
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: async () => {
      child?.kill('SIGTERM');
      await exited;
    },
  };
};

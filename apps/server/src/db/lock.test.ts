import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { acquireDirectoryLock } from './lock.ts';

// Above the largest pid Linux hands out (2^22), so never a running process.
const NEVER_A_PID = 4_194_305;

let root: string;
let dir: string;
let lockPath: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-lock-'));
  dir = path.join(root, 'pglite');
  lockPath = path.join(root, 'pglite.lock');
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('acquireDirectoryLock', () => {
  it('writes a lock file beside the directory, and release removes it', () => {
    const release = acquireDirectoryLock(dir);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
    // Free again once released.
    acquireDirectoryLock(dir)();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('refuses a second lock on the same directory, naming it', () => {
    const release = acquireDirectoryLock(dir);
    expect(() => acquireDirectoryLock(dir)).toThrow(dir);
    // Also when the same directory is named another way.
    expect(() => acquireDirectoryLock(`${root}/./pglite`)).toThrow(/already open/);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('releases once: a late second release leaves the next owner its lock', () => {
    const first = acquireDirectoryLock(dir);
    first();
    const second = acquireDirectoryLock(dir);
    first();
    expect(fs.existsSync(lockPath)).toBe(true);
    second();
  });

  it.each([
    ['a process that no longer runs', String(NEVER_A_PID)],
    ['text that is not a pid', 'not-a-pid'],
    ['an empty file', ''],
    // A previous run in a container, where the server gets the same pid at every start.
    ['our own pid, left by a previous run', String(process.pid)],
  ])('takes over a stale lock holding %s', (_case, content) => {
    fs.writeFileSync(lockPath, content);
    const release = acquireDirectoryLock(dir);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  describe('held by another running process', () => {
    let other: ChildProcess;
    beforeAll(async () => {
      other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      await new Promise((resolve) => other.once('spawn', resolve));
    });
    afterAll(() => {
      other.kill();
    });

    it('refuses with a message naming the directory, the owner and what to do', () => {
      fs.writeFileSync(lockPath, String(other.pid));
      let message = '';
      try {
        acquireDirectoryLock(dir);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain(`The data directory ${dir} is in use by another process`);
      expect(message).toContain(`pid ${other.pid}`);
      expect(message).toContain('DATABASE_URL');
      expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(other.pid));
    });

    it('keeps the server from opening the database there', async () => {
      fs.writeFileSync(lockPath, String(other.pid));
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        `The data directory ${dir} is in use by another process`,
      );
      expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(other.pid));
    });
  });
});

import fs from 'node:fs';
import path from 'node:path';

/** Lock files this process holds, so that it cannot open one directory twice either. */
const heldByThisProcess = new Set<string>();

/**
 * PGlite is one process with one connection: a second process opening the same directory
 * would corrupt it. A lock file holding the owner's pid keeps a second process out; a lock
 * left by a process that no longer runs is taken over.
 */
export const acquireDirectoryLock = (dir: string): (() => void) => {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.resolve(dir, '..', `${path.basename(dir)}.lock`);
  if (heldByThisProcess.has(lockPath)) {
    throw new Error(`The data directory ${dir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(lockPath);
      let released = false;
      return () => {
        // Once only: a second call must not remove a lock someone else took since.
        if (released) return;
        released = true;
        heldByThisProcess.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(fs.readFileSync(lockPath, 'utf8'));
      // Our own pid in a lock we do not hold is a previous run's: in a container the server
      // gets the same pid at every start.
      if (isRunning(ownerPid) && ownerPid !== process.pid) {
        throw new Error(
          `The data directory ${dir} is in use by another process (pid ${ownerPid}). ` +
            'Stop that process, or give this one its own DATA_DIR, or use DATABASE_URL for several instances.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}.`);
};

const isRunning = (pid: number): boolean => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

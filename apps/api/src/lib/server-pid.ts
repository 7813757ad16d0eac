// Which server has the embedded database open (docs/operations.md#backups): a server on PGlite writes its process
// id to DATA_DIR/server.pid while it runs, so that a backup or a restore of that folder can refuse to copy or
// replace a database in use. A file left by a killed server names a process that is gone, and counts for nothing.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pidFile = (dataDir: string) => join(dataDir, 'server.pid');

/** Marks DATA_DIR as in use by this process; the returned function unmarks it. */
export function markServerRunning(dataDir: string): () => void {
  writeFileSync(pidFile(dataDir), `${process.pid}\n`);
  return () => {
    if (runningServer(dataDir) === process.pid) rmSync(pidFile(dataDir), { force: true });
  };
}

/** The id of a live process that has DATA_DIR's embedded database open, if any. */
export function runningServer(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile(dataDir), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

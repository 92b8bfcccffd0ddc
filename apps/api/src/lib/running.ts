import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which server processes run on a data folder: each writes `DATA_DIR/run/<pid>` once it listens
 * and removes it when it stops, so `npm run restore` can refuse while one runs. A process killed
 * with -9 leaves its file behind; a file whose process is gone does not count.
 */
const runDir = (dataDir: string) => path.join(dataDir, 'run');

/** Marks this process as running on `dataDir`; answers the function that unmarks it. */
export function markRunning(dataDir: string): () => void {
  mkdirSync(runDir(dataDir), { recursive: true });
  const file = path.join(runDir(dataDir), String(process.pid));
  writeFileSync(file, `${new Date().toISOString()}\n`);
  return () => rmSync(file, { force: true });
}

/** The ids of the server processes still alive on `dataDir`. */
export function runningServers(dataDir: string): number[] {
  let names: string[];
  try {
    names = readdirSync(runDir(dataDir));
  } catch {
    return [];
  }
  return names
    .map(Number)
    .filter((pid) => Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

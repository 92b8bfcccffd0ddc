import type { ChildProcess } from 'node:child_process';

/** A free TCP port on loopback. */
export function freePort(): Promise<number>;
/** Waits until `url` answers 200, or fails after `seconds` (or when `child` exits first). */
export function waitForOk(url: string, seconds?: number, child?: ChildProcess): Promise<void>;
/** How a server process is started: its environment, the address that says it is up, its port. */
export interface StartOptions {
  env?: Record<string, string>;
  healthPath?: string;
  args?: string[];
  port?: number;
}
/** Starts a Node script in its own process group on a free port (or `port`) and waits for `healthPath`. */
export function startProcess(
  script: string,
  options?: StartOptions & { nodeOptions?: string[] },
): Promise<{ url: string; pid: number; stop(): Promise<void> }>;
/** What `npm start` runs after `node` (package.json's start script): Node's options, then the script. */
export const START_ARGS: readonly string[];
/** Starts the app as `npm start` does (`START_ARGS`), in its own process; see `startProcess`. */
export function startApp(
  options?: StartOptions,
): Promise<{ url: string; pid: number; stop(): Promise<void> }>;

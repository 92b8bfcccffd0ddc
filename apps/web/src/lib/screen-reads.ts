/**
 * How long a screen's first draw waits at most for the reads it starts with its code: the reads
 * are answered in a few milliseconds on a good day, and drawing the screen once with them costs a
 * slow phone far less than drawing it with loaders and again when they come (issue 61). A read
 * slower than this lets the screen be drawn with its loader, as before.
 */
export const READS_WAIT_MS = 400;

/**
 * The reads a screen starts with its code (its module's `prepare`, called as its code arrives,
 * before the screen is drawn): they travel while the page starts, not after the screen's first
 * draw, and the screen's own queries find them under way or done. Answers once they are all in,
 * or after `READS_WAIT_MS`; a read that fails is the screen's to show (its query tries again).
 */
export function readsStarted(reads: readonly Promise<unknown>[]): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.allSettled(reads).then(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, READS_WAIT_MS))),
  ]).finally(() => clearTimeout(timer));
}

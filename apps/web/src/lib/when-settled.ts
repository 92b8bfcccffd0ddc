/** What tells that someone is about to use the page: a touch, a click or a key. */
const FIRST_USE = ['pointerdown', 'keydown'] as const;
/** Without one, the page counts as settled this long after it asked. */
export const SETTLED_MS = 3000;

/**
 * Calls `work` once: at the first touch or key on the page, or once the page has settled (this
 * long after, when the browser is next idle), whichever comes first. For work a slow phone should
 * not meet while it draws a screen (issue 61), but that should be done before it is needed.
 * Answers a function that cancels it.
 */
export function whenUsedOrSettled(work: () => void): () => void {
  let idle: number | undefined;
  const run = () => {
    stop();
    work();
  };
  const timer = window.setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run);
    else run();
  }, SETTLED_MS);
  const stop = () => {
    for (const kind of FIRST_USE) document.removeEventListener(kind, run, true);
    window.clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
  for (const kind of FIRST_USE) document.addEventListener(kind, run, true);
  return stop;
}

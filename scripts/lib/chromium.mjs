// Debian's Chromium, as every browser in this project runs it: tests, screenshots, Lighthouse.
// Never a downloaded browser; without the background-networking flags Chromium keeps calling
// hosts this machine cannot reach.

/** Where Chromium is (`CHROMIUM_PATH` when it lives elsewhere). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags it starts with. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

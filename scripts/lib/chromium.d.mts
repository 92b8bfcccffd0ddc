/** Where Chromium is (`CHROMIUM_PATH` when it lives elsewhere). */
export const CHROMIUM_PATH: string;
/** The flags it starts with. */
export const CHROMIUM_FLAGS: string[];

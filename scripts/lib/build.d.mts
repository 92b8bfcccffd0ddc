/** The repository's root folder. */
export const root: string;
/** Builds the named parts that are stale (every one with `force`). */
export function ensureBuilt(names?: ('api' | 'web')[], options?: { force?: boolean }): void;
/** Whether each part is stale now. */
export function staleParts(names?: ('api' | 'web')[]): Record<string, boolean>;

/** The seasons' query key. */
export const seasonKeys = { all: () => ['seasons'] as const };

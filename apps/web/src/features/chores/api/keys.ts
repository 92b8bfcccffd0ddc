/** The chores' query key. */
export const choreKeys = { all: () => ['chores'] as const };

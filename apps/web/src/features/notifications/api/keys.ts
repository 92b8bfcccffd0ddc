/** The member's devices' query key. */
export const deviceKeys = { all: () => ['devices'] as const };

/** The documents' query key. */
export const documentKeys = { all: () => ['documents'] as const };

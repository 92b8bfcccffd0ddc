/** The work days' query key. */
export const workDayKeys = { all: () => ['work-days'] as const };

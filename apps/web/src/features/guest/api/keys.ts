/** The guest view's query key, by its pass. */
export const guestKey = (pass: string) => ['guest', pass] as const;

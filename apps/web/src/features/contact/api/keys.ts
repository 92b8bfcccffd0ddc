/** Query keys of the contact screen. */
export const contactKeys = {
  info: (viewer: string) => ['contact', 'info', viewer] as const,
};

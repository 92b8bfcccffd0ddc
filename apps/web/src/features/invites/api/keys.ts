/** Query keys of the invite screens. */
export const inviteKeys = {
  verification: (code: string) => ['invites', 'verification', code.toLowerCase()] as const,
};

/** Query keys of the invite screens. */
export const inviteKeys = {
  list: () => ['invites', 'list'] as const,
  verification: (code: string) => ['invites', 'verification', code.toLowerCase()] as const,
};

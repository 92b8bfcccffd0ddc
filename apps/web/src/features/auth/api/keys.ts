/** Query keys of the sign-in screens. */
export const authKeys = {
  config: () => ['auth', 'config'] as const,
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
  confirmToken: (token: string) => ['auth', 'confirm-token', token] as const,
  invite: (code: string) => ['auth', 'invite', code.toLowerCase()] as const,
  secondFactorRule: () => ['auth', 'second-factor-rule'] as const,
};

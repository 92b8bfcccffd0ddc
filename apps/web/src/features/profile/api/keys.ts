/** Query keys of the profile's own cards. */
export const profileKeys = {
  passkeys: () => ['profile', 'passkeys'] as const,
  secondFactor: () => ['profile', 'second-factor'] as const,
};

import type { InviteLevel } from '@stuga/shared';

export const ownersKey = () => ['owners'] as const;

export type MemberChange =
  | { kind: 'level'; id: number; level: InviteLevel }
  | { kind: 'suspend'; id: number }
  | { kind: 'restore'; id: number };

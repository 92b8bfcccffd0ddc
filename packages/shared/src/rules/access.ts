/** Access levels an account can hold (SPEC §3). */
export const ACCESS_LEVELS = ['unverified', 'verified', 'trusted'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** Levels an invite can grant. */
export const INVITE_LEVELS = ['verified', 'trusted'] as const;
export type InviteLevel = (typeof INVITE_LEVELS)[number];

export interface AccessFlags {
  is_verified: boolean;
  can_access_private_content: boolean;
  can_access_booking: boolean;
}

/** The flags each level gives (DECISIONS §2); an admin has them all. */
export function accessFlags(level: string, isAdmin: boolean): AccessFlags {
  if (isAdmin || level === 'trusted') {
    return { is_verified: true, can_access_private_content: true, can_access_booking: true };
  }
  if (level === 'verified') {
    return { is_verified: true, can_access_private_content: true, can_access_booking: false };
  }
  return { is_verified: false, can_access_private_content: false, can_access_booking: false };
}

/** Who may use the invite generator: trusted members and admins (DECISIONS §4). */
export function canGenerateInvites(user: { access_level: string; is_admin: boolean }): boolean {
  return user.is_admin || user.access_level === 'trusted';
}

/** The label of an invite level, as the invite screens show it. */
export function inviteLevelLabel(level: string): string {
  return level === 'trusted' ? 'Trusted User' : 'Verified User';
}

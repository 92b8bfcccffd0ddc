import { msg, type MessageText } from '../i18n/said.js';
/** Access levels an account can hold (SPEC §3). */
export const ACCESS_LEVELS = ['unverified', 'verified', 'trusted'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** Levels an invite can grant. */
export const INVITE_LEVELS = ['verified', 'trusted'] as const;
export type InviteLevel = (typeof INVITE_LEVELS)[number];

/** Who generated an invite: an admin or a trusted member (DECISIONS §4). */
export const INVITER_TYPES = ['admin', 'trusted_user'] as const;
export type InviterType = (typeof INVITER_TYPES)[number];

/**
 * Who may call an API route or open a screen, from everyone to admins only (SPEC §6,
 * DECISIONS §2): `user` is any account, `private` private content and guides, `booking` stay
 * planning, `trusted` the invite generator; `guest` a guest pass's own view (DECISIONS §26), which
 * no account has: only the pass, sent in the `x-guest-pass` header, opens it.
 */
export const ACCESS = [
  'public',
  'user',
  'verified',
  'private',
  'booking',
  'trusted',
  'admin',
  'guest',
] as const;
export type Access = (typeof ACCESS)[number];

/** What deciding access needs to know of a person: their level and whether they are an admin. */
export interface AccessHolder {
  access_level: string;
  is_admin: boolean;
}

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

/** Whether a person (null: a visitor without an account) may use what needs `access`. */
export function hasAccess(user: AccessHolder | null, access: Access): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  const flags = accessFlags(user.access_level, user.is_admin);
  switch (access) {
    case 'user':
      return true;
    case 'verified':
      return flags.is_verified;
    case 'private':
      return flags.can_access_private_content;
    case 'booking':
      return flags.can_access_booking;
    case 'trusted':
      return user.is_admin || user.access_level === 'trusted';
    case 'admin':
      return user.is_admin;
    case 'guest':
      return false;
  }
}

/** What a refused person is told, by the access they lacked. */
export const accessRefusals: Record<Exclude<Access, 'public'>, MessageText> = {
  user: msg('api.access.user', 'Authentication required. Please log in.'),
  verified: msg('api.access.verified', 'Please complete your signup first.'),
  private: msg('api.access.private', 'You do not have access to this content.'),
  booking: msg('api.access.booking', 'You do not have permission to access the booking system.'),
  trusted: msg('api.access.trusted', 'Only trusted members and admins may do this.'),
  admin: msg('api.access.admin', 'Only admins may do this.'),
  guest: msg(
    'api.access.guest',
    'This guest pass does not open the house: it has run out, was taken back, or is not one.',
  ),
};

/** Why a person may not use what needs `access`, or undefined when they may. */
export function accessRefusal(user: AccessHolder | null, access: Access): MessageText | undefined {
  if (hasAccess(user, access)) return undefined;
  if (access === 'guest') return accessRefusals.guest;
  return user ? accessRefusals[access as Exclude<Access, 'public'>] : accessRefusals.user;
}

/** Whether a signed-in account still has to complete signup (unverified, not an admin). */
export function needsSignup(user: AccessHolder | null): boolean {
  return !!user && !hasAccess(user, 'verified');
}

/**
 * What an account is now, as every credential it made is checked against when it is used
 * (ARCHITECTURE convention 13, DECISIONS §14a, §16): its level, admin rights, and whether it is
 * suspended or may not sign in at all (sample members).
 */
export interface Standing extends AccessHolder {
  suspended: boolean;
  login_disabled: boolean;
}

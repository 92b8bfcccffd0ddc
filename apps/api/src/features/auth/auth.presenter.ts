import { accessFlags, ACCESS_LEVELS, type AccessLevel, type UserProfile } from '@stuga/shared';
import type { UserRow } from '../../db/schema.js';

/** A person's display name: first and last name, or the email when both are empty. */
export function displayName(row: Pick<UserRow, 'first_name' | 'last_name' | 'email'>): string {
  return `${row.first_name} ${row.last_name}`.trim() || row.email;
}

/** The profile of an account as the client sees it (SPEC §3); never the hash or secrets. */
export function presentProfile(row: UserRow, isAdmin: boolean): UserProfile {
  const level: AccessLevel = (ACCESS_LEVELS as readonly string[]).includes(row.access_level)
    ? (row.access_level as AccessLevel)
    : 'unverified';
  const flags = accessFlags(level, isAdmin);
  return {
    id: row.id,
    email: row.email,
    name: displayName(row),
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    access_level: level,
    is_admin: isAdmin,
    ...flags,
    endorser: row.endorser,
    requires_signup: !flags.is_verified,
  };
}

import {
  isLanguage,
  accessFlags,
  ACCESS_LEVELS,
  displayName,
  type AccessLevel,
  type UserProfile,
} from '@stuga/shared';
import type { UserRow } from '../../db/schema.js';

/**
 * The profile of an account as the client sees it (SPEC §3); never the hash or secrets.
 * `adminListed`: the email is in ADMIN_EMAILS; rights come once the address is confirmed.
 */
export function presentProfile(row: UserRow, adminListed: boolean): UserProfile {
  const isAdmin = adminListed && row.email_confirmed_at !== null;
  // A level written by an older version or by hand counts as unverified.
  const level: AccessLevel = ACCESS_LEVELS.includes(row.access_level)
    ? row.access_level
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
    admin_confirmation_pending: adminListed && !isAdmin,
    has_password: row.password_hash !== null,
    language: isLanguage(row.language) ? row.language : null,
  };
}

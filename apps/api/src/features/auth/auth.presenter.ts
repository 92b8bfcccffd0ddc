import { isLanguage, displayName, type UserProfile } from '@stuga/shared';
import type { UserRow } from '../../db/schema.js';
import { accessNow } from '../../lib/access-now.js';

/**
 * The profile of an account as the client sees it (SPEC §3); never the hash or secrets.
 * `adminListed`: the email is in ADMIN_EMAILS; rights come once the address is confirmed.
 */
export function presentProfile(row: UserRow, adminListed: boolean): UserProfile {
  const { level, isAdmin, flags } = accessNow(row, adminListed);
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
    second_factor: row.totp_enabled_at !== null,
  };
}

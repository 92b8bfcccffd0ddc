import type { UserProfile } from '@stuga/shared';

/** A signed-in user's profile for component tests: a verified member unless told otherwise. */
export function profile(fields: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 1,
    email: 'a@example.com',
    name: 'Anna Berg',
    first_name: 'Anna',
    last_name: 'Berg',
    phone: null,
    access_level: 'verified',
    is_verified: true,
    is_admin: false,
    can_access_private_content: true,
    can_access_booking: false,
    endorser: null,
    ...fields,
  };
}

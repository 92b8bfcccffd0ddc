import { displayName, memberAbilities, type Member } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { type AccountRow } from './members.repository.js';

/** A member as the Members screen shows them, with what the admin `adminId` may do. */
export const memberOf = (
  app: FastifyInstance,
  row: AccountRow,
  counts: Map<number, { stays: number; pending: number }>,
  adminId: number,
): Member => {
  const inviter =
    row.inviter_email !== null
      ? displayName({
          first_name: row.inviter_first ?? '',
          last_name: row.inviter_last ?? '',
        })
      : row.endorser;
  const count = counts.get(row.id);
  const account = {
    id: row.id,
    is_admin: app.isAdmin(row),
    suspended: row.suspended_at !== null,
  };
  return {
    id: row.id,
    name: displayName(row),
    email: row.email,
    access_level: row.access_level,
    is_admin: account.is_admin,
    suspended: account.suspended,
    invited_by: inviter ? { id: row.invited_by_user_id, name: inviter } : null,
    joined: row.created_at,
    last_active: row.last_active_at,
    stays_this_year: count?.stays ?? 0,
    pending_requests: count?.pending ?? 0,
    can: memberAbilities(account, adminId),
  };
};

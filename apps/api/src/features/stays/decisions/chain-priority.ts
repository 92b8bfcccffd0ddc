import { inviteChainPriority } from '@stuga/shared';
import type { AdminCandidate } from '../../../plugins/auth.js';
import type { InviteChain } from '../planning/planning.repository.js';

/** Invite chain priority of a plan's owner (DECISIONS §4). */
export function chainPriorityOf(
  row: InviteChain & { email: string },
  isAdmin: (account: AdminCandidate) => boolean,
) {
  const invitedBy = row.inviter_email
    ? isAdmin({ email: row.inviter_email, email_confirmed_at: row.inviter_confirmed_at })
      ? 'admin'
      : row.inviter_level === 'trusted'
        ? 'trusted_user'
        : null
    : null;
  return inviteChainPriority({
    is_admin: isAdmin({ email: row.email, email_confirmed_at: row.owner_confirmed_at }),
    access_level: row.owner_level,
    invited_by: invitedBy,
  });
}

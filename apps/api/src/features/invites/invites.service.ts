import { displayName, type InviteLevel, type InviteVerification } from '@stuga/shared';
import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import {
  findInvite,
  insertInvite,
  inviteProblem,
  newInviteCode,
} from '../../db/invites.repository.js';
import type { AuthUser } from '../../plugins/auth.js';

/** Invite codes (DECISIONS §4): made by trusted members and admins, checked by anyone. */
export function invitesService(app: FastifyInstance) {
  return {
    /** A single-use code of `level`, valid one calendar month. */
    async generate(user: AuthUser, level: InviteLevel) {
      const now = app.clock.now();
      const code = newInviteCode();
      const invite = await insertInvite(app.db, {
        code: code.toLowerCase(),
        code_type: level,
        generated_by_user_id: user.row.id,
        generated_by_name: displayName(user.row),
        generated_by_type: user.is_admin ? 'admin' : 'trusted_user',
        max_uses: 1,
        expires_at: dayjs(now).add(1, 'month').unix(),
        created_at: now.toISOString(),
      });
      return {
        invite_code: code,
        code_type: level,
        generated_by_name: invite.generated_by_name,
        expires_at: invite.expires_at === null ? null : Number(invite.expires_at),
      };
    },

    /** Whether a code can be used, and what it grants. */
    async verify(code: string): Promise<InviteVerification> {
      const invite = await findInvite(app.db, code);
      const problem = inviteProblem(invite, app.clock.nowSeconds());
      if (problem || !invite) return { valid: false, error: problem };
      return {
        valid: true,
        code_type: invite.code_type,
        generated_by_name: invite.generated_by_name,
        generated_by_type: invite.generated_by_type,
        max_uses: invite.max_uses,
        current_uses: invite.current_uses,
        expires_at: invite.expires_at === null ? null : Number(invite.expires_at),
      };
    },
  };
}

export type InvitesService = ReturnType<typeof invitesService>;

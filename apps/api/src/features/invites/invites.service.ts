import {
  displayName,
  inviteAbilities,
  type InviteLevel,
  type InviteList,
  type InviteListItem,
  type InviteVerification,
  msg,
} from '@stuga/shared';
import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import {
  findInviteAndMaker,
  findInviteById,
  insertInvite,
  inviteErrorCodes,
  inviteErrors,
  inviteProblem,
  inviteProblemNow,
  listInvites,
  newInviteCode,
  withdrawInvite,
  type InviteListRow,
} from '../../db/invites.repository.js';
import { HttpError } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';

/** What a withdrawal of a code one may not see, or that is gone, answers. */
export const NO_INVITE = msg('api.invite.none', 'No such invite code.');

const nameOr = (first: string | null, last: string | null, email: string | null, kept: string) =>
  email === null ? kept : displayName({ first_name: first ?? '', last_name: last ?? '' });

/** Invite codes (DECISIONS §4): made by trusted members and admins, checked by anyone. */
export function invitesService(app: FastifyInstance) {
  const itemOf = (row: InviteListRow, open: boolean, user: AuthUser): InviteListItem => {
    const code = row.code.toUpperCase();
    return {
      id: row.id,
      code,
      code_type: row.code_type,
      made_by: nameOr(row.maker_first, row.maker_last, row.maker_email, row.generated_by_name),
      created_at: row.created_at,
      expires_at: row.expires_at === null ? null : Number(row.expires_at),
      link: `${app.config.publicUrl}/invite/${code}`,
      used_by:
        row.used_email === null
          ? null
          : displayName({
              first_name: row.used_first ?? '',
              last_name: row.used_last ?? '',
            }),
      used_at: row.used_at,
      can: inviteAbilities(
        { maker_id: row.generated_by_user_id, open },
        { id: user.row.id, is_admin: user.is_admin },
      ),
    };
  };

  /** The codes the caller may see: open ones, and used ones (withdrawn and expired are gone). */
  async function list(user: AuthUser): Promise<InviteList> {
    const rows = await listInvites(app.db, user.is_admin ? undefined : user.row.id);
    const now = app.clock.nowSeconds();
    const outstanding: InviteListItem[] = [];
    const used: InviteListItem[] = [];
    for (const row of rows) {
      if (row.current_uses >= row.max_uses) used.push(itemOf(row, false, user));
      else if (!inviteProblem(row, now)) outstanding.push(itemOf(row, true, user));
    }
    return { outstanding, used, holds: user.is_admin ? 'all' : 'own' };
  }

  return {
    list,

    /**
     * Withdraws an unused code: admins any, a trusted member their own. A used code cannot be
     * withdrawn (of a withdrawal and a registration at once, exactly one wins).
     */
    async withdraw(user: AuthUser, inviteId: number) {
      const done = await withdrawInvite(
        app.db,
        inviteId,
        app.clock.now().toISOString(),
        user.is_admin ? undefined : user.row.id,
      );
      if (!done) {
        // Why not: used already (409), or not there for the caller (404).
        const row = await findInviteById(app.db, inviteId);
        const theirs = row && (user.is_admin || row.generated_by_user_id === user.row.id);
        if (theirs && row.withdrawn_at === null && row.current_uses >= row.max_uses) {
          throw new HttpError(409, inviteErrors.used);
        }
        throw new HttpError(404, NO_INVITE);
      }
      return { message: 'Invite code withdrawn.', ...(await list(user)) };
    },

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
        // Made under the maker's account as it was when they asked: a suspension, a level taken
        // away or a proof that commits meanwhile voids it too.
        maker_epoch: user.row.credential_epoch,
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
      const found = await findInviteAndMaker(app.db, code);
      const problem = inviteProblemNow(found, app.clock.nowSeconds(), app.holds);
      if (problem || !found) {
        return { valid: false, error: problem, code: problem && inviteErrorCodes[problem] };
      }
      const invite = found.invite;
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

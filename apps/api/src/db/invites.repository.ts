import { msg, type MessageText } from '@stuga/shared';
import { randomInt } from 'node:crypto';
import type { Credential } from '@stuga/shared';
import type { ServerMessageKey } from '@stuga/shared/i18n/server.en';
import type { Kysely, Selectable } from 'kysely';
import type { Database, InvitesTable, UserRow } from './schema.js';
import { findUserById } from './users.repository.js';

type Db = Kysely<Database>;
export type InviteRow = Selectable<InvitesTable>;

// Crockford's base32 without look-alikes; 16 characters carry 80 random bits.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 16;

/** A new invite code, shown upper-case; matched case-insensitively. */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export const normaliseCode = (code: string) => code.trim().toLowerCase();

export const insertInvite = (
  db: Db,
  invite: Omit<InviteRow, 'id' | 'current_uses' | 'withdrawn_at' | 'used_by_user_id' | 'used_at'>,
) => db.insertInto('invites').values(invite).returningAll().executeTakeFirstOrThrow();

/** A code with its maker's account as it is now (undefined: no such code; no maker: gone). */
export async function findInviteAndMaker(
  db: Db,
  code: string,
): Promise<{ invite: InviteRow; maker: UserRow | undefined } | undefined> {
  const invite = await findInvite(db, code);
  if (!invite) return undefined;
  const makerId = invite.generated_by_user_id;
  return { invite, maker: makerId === null ? undefined : await findUserById(db, makerId) };
}

export const findInviteById = (db: Db, id: number) =>
  db.selectFrom('invites').selectAll().where('id', '=', id).executeTakeFirst();

export const findInvite = (db: Db, code: string) =>
  db.selectFrom('invites').selectAll().where('code', '=', normaliseCode(code)).executeTakeFirst();

export const inviteErrors = {
  required: msg('api.invite.required', 'Invite code is required'),
  unknown: msg('api.invite.invalid', 'Invalid invite code'),
  used: msg('api.invite.used', 'This invite code has already been used'),
  expired: msg('api.invite.expired', 'This invite code has expired'),
};

/** The catalogue code of each of the texts above, sent with them. */
export const inviteErrorCodes: Record<string, ServerMessageKey> = {
  [inviteErrors.required]: 'api.invite.required',
  [inviteErrors.unknown]: 'api.invite.invalid',
  [inviteErrors.used]: 'api.invite.used',
  [inviteErrors.expired]: 'api.invite.expired',
};

/** Why an invite cannot be used now, or undefined when it can. */
export function inviteProblem(
  invite: Pick<InviteRow, 'withdrawn_at' | 'expires_at' | 'current_uses' | 'max_uses'> | undefined,
  nowSeconds: number,
): MessageText | undefined {
  // A withdrawn code answers like one that never was (DECISIONS §16).
  if (!invite || invite.withdrawn_at !== null) return inviteErrors.unknown;
  if (invite.expires_at !== null && Number(invite.expires_at) <= nowSeconds)
    return inviteErrors.expired;
  if (invite.current_uses >= invite.max_uses) return inviteErrors.used;
  return undefined;
}

/** The app's check of a credential against its account as it is now (`app.holds`). */
export type Holds = (row: UserRow, use: Credential, madeUnder?: number) => boolean;

/**
 * Why a code cannot be used now, or undefined when it can: unknown, withdrawn, expired or used
 * up; or made by someone who, as they are now, no longer stands behind it (suspended, moved down
 * a level, superseded by their address's owner, gone), which answers like an unknown code.
 */
export function inviteProblemNow(
  found: { invite: InviteRow; maker: UserRow | undefined } | undefined,
  nowSeconds: number,
  holds: Holds,
): MessageText | undefined {
  const problem = inviteProblem(found?.invite, nowSeconds);
  if (problem || !found) return problem ?? inviteErrors.unknown;
  if (!found.maker || !holds(found.maker, 'invite', found.invite.maker_epoch)) {
    return inviteErrors.unknown;
  }
  return undefined;
}

/**
 * Uses one use of an invite, inside the caller's transaction, when `inviteProblemNow` finds
 * nothing against it. The conditional update is atomic on both engines: of many concurrent
 * redemptions of a single-use code, exactly one changes the row; and it holds only while the
 * maker's credential epoch is the one the code was made under, so a suspension, a level taken
 * away or a proof that commits meanwhile voids it here too.
 */
export async function redeemInvite(
  trx: Db,
  code: string,
  nowSeconds: number,
  holds: Holds,
): Promise<{ invite: InviteRow } | { problem: MessageText }> {
  const found = await findInviteAndMaker(trx, code);
  const problem = inviteProblemNow(found, nowSeconds, holds);
  if (problem || !found) return { problem: problem ?? inviteErrors.unknown };
  const used = await trx
    .updateTable('invites')
    .set((eb) => ({ current_uses: eb('current_uses', '+', 1) }))
    .where('id', '=', found.invite.id)
    .where('withdrawn_at', 'is', null)
    .where((eb) => eb('current_uses', '<', eb.ref('max_uses')))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowSeconds)]))
    .where((eb) =>
      eb(
        'maker_epoch',
        '=',
        eb
          .selectFrom('users')
          .select('credential_epoch')
          .whereRef('users.id', '=', 'invites.generated_by_user_id'),
      ),
    )
    .returningAll()
    .executeTakeFirst();
  if (used) return { invite: used };
  return {
    problem: inviteProblem(await findInvite(trx, code), nowSeconds) ?? inviteErrors.unknown,
  };
}

/** Notes who used an invite and when, in the transaction that made their account. */
export const recordInviteUse = (trx: Db, inviteId: number, userId: number, stamp: string) =>
  trx
    .updateTable('invites')
    .set({ used_by_user_id: userId, used_at: stamp })
    .where('id', '=', inviteId)
    .execute();

/**
 * Withdraws an unused invite (of `makerId` only, when given). Conditional like a redemption: of
 * a withdrawal and a registration racing for one code, exactly one changes the row. Answers
 * whether it was withdrawn.
 */
export async function withdrawInvite(
  db: Db,
  inviteId: number,
  stamp: string,
  makerId?: number,
): Promise<boolean> {
  let query = db
    .updateTable('invites')
    .set({ withdrawn_at: stamp })
    .where('id', '=', inviteId)
    .where('withdrawn_at', 'is', null)
    .where((eb) => eb('current_uses', '<', eb.ref('max_uses')));
  if (makerId !== undefined) query = query.where('generated_by_user_id', '=', makerId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Invites for the list: every one (`makerId` undefined) or one member's, newest first. */
export function listInvites(db: Db, makerId?: number) {
  let query = db
    .selectFrom('invites as i')
    .leftJoin('users as maker', 'maker.id', 'i.generated_by_user_id')
    .leftJoin('users as used', 'used.id', 'i.used_by_user_id')
    .select([
      'i.id',
      'i.code',
      'i.code_type',
      'i.generated_by_user_id',
      'i.generated_by_name',
      'i.max_uses',
      'i.current_uses',
      'i.expires_at',
      'i.created_at',
      'i.withdrawn_at',
      'i.used_at',
      'maker.first_name as maker_first',
      'maker.last_name as maker_last',
      'maker.email as maker_email',
      'used.first_name as used_first',
      'used.last_name as used_last',
      'used.email as used_email',
    ])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc');
  if (makerId !== undefined) query = query.where('i.generated_by_user_id', '=', makerId);
  return query.execute();
}
export type InviteListRow = Awaited<ReturnType<typeof listInvites>>[number];

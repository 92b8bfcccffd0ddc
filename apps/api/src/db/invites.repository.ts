import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, InvitesTable } from './schema.js';

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

export const insertInvite = (db: Db, invite: Omit<InviteRow, 'id' | 'current_uses'>) =>
  db.insertInto('invites').values(invite).returningAll().executeTakeFirstOrThrow();

export const findInvite = (db: Db, code: string) =>
  db.selectFrom('invites').selectAll().where('code', '=', normaliseCode(code)).executeTakeFirst();

export const inviteErrors = {
  required: 'Invite code is required',
  unknown: 'Invalid invite code',
  used: 'This invite code has already been used',
  expired: 'This invite code has expired',
};

/** Why an invite cannot be used now, or undefined when it can. */
export function inviteProblem(
  invite: InviteRow | undefined,
  nowSeconds: number,
): string | undefined {
  if (!invite) return inviteErrors.unknown;
  if (invite.expires_at !== null && Number(invite.expires_at) <= nowSeconds)
    return inviteErrors.expired;
  if (invite.current_uses >= invite.max_uses) return inviteErrors.used;
  return undefined;
}

/**
 * Uses one use of an invite, inside the caller's transaction. The conditional update is atomic on
 * both engines: of many concurrent redemptions of a single-use code, exactly one changes the row.
 */
export async function redeemInvite(
  trx: Db,
  code: string,
  nowSeconds: number,
): Promise<{ invite: InviteRow } | { problem: string }> {
  const used = await trx
    .updateTable('invites')
    .set((eb) => ({ current_uses: eb('current_uses', '+', 1) }))
    .where('code', '=', normaliseCode(code))
    .where((eb) => eb('current_uses', '<', eb.ref('max_uses')))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowSeconds)]))
    .returningAll()
    .executeTakeFirst();
  if (used) return { invite: used };
  return { problem: inviteProblem(await findInvite(trx, code), nowSeconds) ?? inviteErrors.used };
}

import { accessFlags, ACCESS_LEVELS, type AccessFlags, type AccessLevel } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { membersNow } from '../db/users.repository.js';

/**
 * What an account may do as it is now (DECISIONS §2): its level (one written by an older version
 * or by hand counts as unverified), whether it is an admin (listed in ADMIN_EMAILS, `adminListed`,
 * and its address confirmed), and the flags those give. The profile and every sender that checks
 * a reader against the account as it is now read this.
 */
export function accessNow(
  row: { access_level: string; email_confirmed_at: string | null },
  adminListed: boolean,
): { level: AccessLevel; isAdmin: boolean; flags: AccessFlags } {
  const isAdmin = adminListed && row.email_confirmed_at !== null;
  const level: AccessLevel = (ACCESS_LEVELS as readonly string[]).includes(row.access_level)
    ? (row.access_level as AccessLevel)
    : 'unverified';
  return { level, isAdmin, flags: accessFlags(level, isAdmin) };
}

/**
 * The members who may plan stays now (not suspended, booking access as the account is now), of
 * these ids when given: who a meeting's notice goes to, who may check its minutes or be given a
 * season's task.
 */
export async function plannersNow(
  app: FastifyInstance,
  db: Kysely<Database>,
  ids?: readonly number[],
) {
  return (await membersNow(db, ids)).filter(
    (row) => accessNow(row, app.isAdminEmail(row.email)).flags.can_access_booking,
  );
}

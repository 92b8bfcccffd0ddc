import { mailChoiceFor, type MailKind } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { accessNow } from '../../lib/access-now.js';
import { readersOf } from '../../db/users.repository.js';

/**
 * Of these members, those a money mail of `kind` goes to (DECISIONS §23): who may use the money
 * now (booking access, not suspended, checked against the account as it is now) and did not turn
 * that kind off.
 */
export async function moneyReaders(
  app: FastifyInstance,
  db: Kysely<Database>,
  ids: readonly number[],
  kind: MailKind,
) {
  const rows = await readersOf(db, ids, kind);
  return rows.filter(
    (row) =>
      row.suspended_at === null &&
      accessNow(row, app.isAdminEmail(row.email)).flags.can_access_booking &&
      mailChoiceFor(kind, row.choice ?? undefined) === 'now',
  );
}

import {
  closedReason,
  closeMessages,
  displayName,
  FORMER_MEMBER,
  type CloseAccount,
} from '@stuga/shared';
import { verify } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { readHouseName } from '../../db/settings.repository.js';
import { releaseHoldings, type Releasers } from '../../lib/holdings.js';
import { HttpError } from '../../lib/http-error.js';
import { writeAs, type Caller } from '../../plugins/caller.js';
import { closeAndErase, closedAddress, eraseSignatures } from './my-data.repository.js';

/**
 * "Close my account" (DECISIONS §26, §22), the password asked again: in one transaction (the
 * stays' lock, as a suspension) the account is suspended and everything it holds released — its
 * sessions end, its requests are declined "Member closed their account", its ballots, wishes,
 * swap offers, votes, devices go — and its personal details are erased; what others need (its
 * stays, the history, the costs) stays under "a former member". The admins are told.
 */
export async function closeAccount(
  app: FastifyInstance,
  releasers: Releasers,
  caller: Caller,
  input: CloseAccount,
) {
  if (caller.is_admin) throw new HttpError(409, closeMessages.admin);
  const hash = caller.session.row.password_hash;
  if (!hash) throw new HttpError(409, closeMessages.noPassword);
  if (!(await verify(hash, input.password))) throw new HttpError(400, closeMessages.wrong);
  await writeAs(
    app,
    caller,
    'user',
    async (db, now) => {
      const stamp = app.clock.now().toISOString();
      const name = displayName(now.row);
      if (!(await closeAndErase(db, caller.id, FORMER_MEMBER, stamp))) return;
      await eraseSignatures(db, caller.id, displayName(FORMER_MEMBER), closedAddress(caller.id));
      await releaseHoldings(
        db,
        releasers,
        {
          access_level: now.row.access_level,
          is_admin: false,
          suspended: true,
          login_disabled: now.row.login_disabled === 1,
        },
        { userId: caller.id, actorId: caller.id, stamp, reason: closedReason },
      );
      const house = await readHouseName(db);
      await app.queueMailIn(db, app.config.adminEmails, (write) => ({
        subject: write('close.admins.subject', { name }),
        text: write('close.admins.text', { name, house }),
      }));
    },
    'stays',
  );
}

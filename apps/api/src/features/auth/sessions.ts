import { memberMessages } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { presentProfile } from './auth.presenter.js';

/** A session for an account; a suspended one gets none, however it signs in. */
export async function sessionFor(app: FastifyInstance, row: UserRow) {
  if (row.suspended_at !== null) throw new HttpError(403, memberMessages.suspended);
  return { jwt: await app.tokens.issue(row), user: profileOf(app, row) };
}

export const profileOf = (app: FastifyInstance, row: UserRow) =>
  presentProfile(row, app.isAdminEmail(row.email));

/** Whether an account's address waits for its owner's proof before it has admin rights. */
export const awaitsConfirmation = (app: FastifyInstance, row: UserRow) =>
  row.email_confirmed_at === null && app.isAdminEmail(row.email);

/** The moment of a write: its stamp, and the epoch seconds invites are timed by. */
export const momentOf = (app: FastifyInstance) => ({
  stamp: app.clock.now().toISOString(),
  seconds: app.clock.nowSeconds(),
});

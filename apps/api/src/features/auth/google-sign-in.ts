import { msg } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/errors.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  proveAddress,
  updateUser,
} from '../../db/users.repository.js';
import { HttpError } from '../../lib/http-error.js';
import { type googleVerifier } from './google.js';

import { EMAIL_TAKEN } from './auth.messages.js';
import { signIn } from './sessions.js';

type GoogleVerifier = ReturnType<typeof googleVerifier>;

/**
 * Signs in with a Google ID token: linked by Google's subject first, then by the verified
 * email; else a new, unverified account. Google's verified address proves it as a mailed link
 * would (DECISIONS §14a): what was made before the proof is void.
 */
export async function googleSignIn(
  app: FastifyInstance,
  verifyGoogle: GoogleVerifier | undefined,
  credential: string,
) {
  if (!verifyGoogle) {
    throw new HttpError(
      503,
      msg('api.auth.googleNotConfigured', 'Google sign-in is not configured on this server.'),
    );
  }
  const google = await verifyGoogle(credential);
  const stamp = app.clock.now().toISOString();
  let row = await findUserByGoogleSub(app.db, google.sub);
  if (!row) {
    const byEmail = await findUserByEmail(app.db, google.email);
    if (byEmail && byEmail.google_sub && byEmail.google_sub !== google.sub) {
      throw new HttpError(
        409,
        msg('api.auth.googleOtherAccount', 'This email is linked to another Google account.'),
      );
    }
    row = await unitOfWork(app.database, (db) =>
      byEmail
        ? updateUser(db, byEmail.id, { google_sub: google.sub, updated_at: stamp })
        : insertUser(db, {
            email: google.email,
            password_hash: null,
            first_name: google.givenName,
            last_name: google.familyName,
            phone: null,
            endorser: null,
            invited_by_user_id: null,
            google_sub: google.sub,
            email_confirmed_at: stamp,
            created_at: stamp,
            updated_at: stamp,
          }).catch((error: unknown) => {
            if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
            throw error;
          }),
    );
  }
  if (row.login_disabled)
    throw new HttpError(403, msg('api.auth.cannotSignIn', 'This account cannot sign in.'));
  if (row.email_confirmed_at === null && row.email === google.email) {
    const id = row.id;
    row = await unitOfWork(app.database, (trx) =>
      proveAddress(trx, id, { passwordHash: null, stamp }),
    );
    await app.loginGuard.clearEmail(row.email);
  }
  return signIn(app, row);
}

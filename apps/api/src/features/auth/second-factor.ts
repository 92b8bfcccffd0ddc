import { createHash, randomInt } from 'node:crypto';
import { secondFactorMessages, type SecondFactorStatus } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { UserRow } from '../../db/schema.js';
import {
  keepPendingSecret,
  recoveryLeft,
  takeRecoveryCode,
  takeStep,
  turnOn,
} from '../../db/second-factor.repository.js';
import { endSecondFactorOf } from '../../db/passkeys.repository.js';
import {
  readHouseName,
  readSecondFactorRequired,
  settingKeys,
  writeSettings,
} from '../../db/settings.repository.js';
import { findUserById } from '../../db/users.repository.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { clientAddress } from '../../lib/client-address.js';
import { HttpError } from '../../lib/http-error.js';
import { tooManyTries } from '../../lib/too-many.js';
import { readTicket, sessionFor } from './sessions.js';

const PERIOD = 30;
/** A code of the step before or after is taken too: a phone's clock a little off still works. */
const WINDOW = 1;
const RECOVERY_CODES = 10;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

const totpOf = (secret: string, label = 'Stuga', issuer = 'Stuga') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

/** Ten codes of ten letters and digits (50 bits each), shown as `xxxxx-xxxxx`. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () =>
    Array.from({ length: 10 }, () => BASE32[randomInt(BASE32.length)]).join(''),
  );
}
const shown = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * The one-time code from an authenticator app (DECISIONS §26): set up from a secret the server
 * makes (shown as a QR code it draws), turned on by a first code, asked after the password or
 * passkey, with ten recovery codes each taken once. Codes are timed by the app's clock; each time
 * step is taken once. Wrong codes count in the login limits like wrong passwords.
 */
export function secondFactorService(app: FastifyInstance) {
  const now = () => app.clock.now();

  /** The time step a code of `secret` was made at, within the window, or null. */
  const stepOf = (secret: string, code: string): number | null => {
    const at = now().getTime();
    const delta = totpOf(secret).validate({ token: code, timestamp: at, window: WINDOW });
    return delta === null ? null : Math.floor(at / 1000 / PERIOD) + delta;
  };

  /** Takes a code of an account whose code is on: a time step's code or a recovery code, once. */
  async function take(row: UserRow, code: string): Promise<boolean> {
    if (!row.totp_secret) return false;
    if (code.length === 6) {
      const step = stepOf(row.totp_secret, code);
      return step !== null && takeStep(app.db, row.id, step);
    }
    return takeRecoveryCode(app.db, row.id, hashOf(code), now().toISOString());
  }

  return {
    async status(row: UserRow): Promise<SecondFactorStatus> {
      return {
        enabled: row.totp_enabled_at !== null,
        enabled_at: row.totp_enabled_at,
        recovery_left: row.totp_enabled_at ? await recoveryLeft(app.db, row.id) : 0,
        required: await readSecondFactorRequired(app.db),
      };
    },

    /** A new secret to set up, as text, as an otpauth address and as a QR code. */
    async setup(row: UserRow) {
      if (row.totp_enabled_at) throw new HttpError(409, secondFactorMessages.on);
      const secret = new Secret({ size: 20 }).base32;
      await keepPendingSecret(app.db, row.id, secret, now().toISOString());
      const uri = totpOf(secret, row.email, await readHouseName(app.db)).toString();
      const { default: QRCode } = await import('qrcode');
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
      return {
        secret,
        uri,
        qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /** Turns the code on with a first code from the secret set up; answers the recovery codes. */
    async confirm(row: UserRow, code: string) {
      if (row.totp_enabled_at) throw new HttpError(409, secondFactorMessages.on);
      const secret = row.totp_pending;
      if (!secret) throw new HttpError(409, secondFactorMessages.notStarted);
      const step = code.length === 6 ? stepOf(secret, code) : null;
      if (step === null) throw new HttpError(400, secondFactorMessages.wrong);
      const codes = newRecoveryCodes();
      const turned = await unitOfWork(app.database, (db) =>
        turnOn(db, row.id, {
          secret,
          step,
          stamp: now().toISOString(),
          codeHashes: codes.map(hashOf),
        }),
      );
      if (!turned) throw new HttpError(409, secondFactorMessages.notStarted);
      return { recovery_codes: codes.map(shown) };
    },

    /** Turns the code off, with a code; never while the house requires it of an admin. */
    async turnOff(row: UserRow, code: string) {
      if (!row.totp_enabled_at) throw new HttpError(409, secondFactorMessages.off);
      if (app.isAdmin(row) && (await readSecondFactorRequired(app.db))) {
        throw new HttpError(409, secondFactorMessages.required);
      }
      if (!(await take(row, code))) throw new HttpError(400, secondFactorMessages.wrong);
      await unitOfWork(app.database, (db) => endSecondFactorOf(db, row.id));
      return { enabled: false };
    },

    /** The second step of a sign-in: the ticket the first gave and a code; answers a session. */
    async finish(ticket: string, code: string, ip: string) {
      const claims = await readTicket(app, ticket);
      const row = await findUserById(app.db, claims.id);
      if (!row || row.session_epoch !== claims.epoch || !row.totp_enabled_at) {
        throw new HttpError(400, secondFactorMessages.ticket);
      }
      const address = clientAddress(ip);
      // Counted before the code is looked at, as a password is (decision 0012).
      const wait = await app.loginGuard.attempt(row.email, address);
      if (wait > 0) throw tooManyTries(wait);
      if (!(await take(row, code))) throw new HttpError(400, secondFactorMessages.wrong);
      await app.loginGuard.succeed(row.email, address);
      return { message: 'Login successful', ...(await sessionFor(app, row)) };
    },

    rule: async () => ({ required: await readSecondFactorRequired(app.db) }),

    /** Requires the code of every admin, or not; only an admin whose own code is on requires it. */
    async setRule(row: UserRow, required: boolean) {
      if (required && !row.totp_enabled_at) {
        throw new HttpError(409, secondFactorMessages.ownFirst);
      }
      await unitOfWork(app.database, (db) =>
        writeSettings(db, { [settingKeys.secondFactor]: { required } }),
      );
      return { required };
    },
  };
}

export type SecondFactorService = ReturnType<typeof secondFactorService>;

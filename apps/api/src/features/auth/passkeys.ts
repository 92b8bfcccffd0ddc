import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  displayName,
  msg,
  passkeyMessages,
  type PasskeyRegistration,
  type PasskeySignIn,
  type WebAuthnOptions,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/errors.js';
import {
  advanceCounter,
  findPasskey,
  insertPasskey,
  keepChallenge,
  passkeysOf,
  removePasskey,
  takeChallenge,
} from '../../db/passkeys.repository.js';
import type { UserRow } from '../../db/schema.js';
import { readHouseName } from '../../db/settings.repository.js';
import { findUserById } from '../../db/users.repository.js';
import { clientAddress } from '../../lib/client-address.js';
import { HttpError } from '../../lib/http-error.js';
import { tooManyTries } from '../../lib/too-many.js';
import { signIn } from './sessions.js';

const CHALLENGE_MS = 5 * 60_000;
const MOST_PASSKEYS = 10;
/**
 * What the login limits count a passkey sign-in under, as they count an email: its credential's
 * id. One key tried again and again waits as an email would; many made-up keys from one address
 * wait as many emails would; nobody's guessing holds back anyone else's passkey.
 */
const triesOf = (credentialId: string) => `passkey:${credentialId}`;

/** The challenge a browser's answer says it signed, or undefined when it cannot be read. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length <= 512
      ? data.challenge
      : undefined;
  } catch {
    return undefined;
  }
}

/** What both halves share: the relying party, the clock and the challenges taken once. */
function relyingParty(app: FastifyInstance) {
  const url = new URL(app.config.publicUrl);
  const rpID = url.hostname;
  const origin = url.origin;
  const stamp = () => app.clock.now().toISOString();
  const expiry = () => new Date(app.clock.now().getTime() + CHALLENGE_MS).toISOString();

  /** Takes the challenge the answer signed, for this purpose; 400 when it is not one given. */
  async function takeSigned(clientDataJSON: string, purpose: string, userId: number | null) {
    const challenge = challengeOf(clientDataJSON);
    if (!challenge) throw new HttpError(400, passkeyMessages.payload);
    const taken = await takeChallenge(app.db, { challenge, purpose, userId, now: stamp() });
    if (!taken) throw new HttpError(400, passkeyMessages.challenge);
    return challenge;
  }
  return { rpID, origin, stamp, expiry, takeSigned };
}

/**
 * Passkeys (DECISIONS §26, WebAuthn through SimpleWebAuthn): a member adds them on the profile and
 * signs in with one without typing an address (discoverable credentials). The relying party is
 * `PUBLIC_URL`'s host, the origin its origin. Every challenge is kept and taken once, so a replayed
 * answer is refused; counters are checked and moved by compare-and-set. A passkey is a holding
 * (`HOLDINGS.passkey`): a suspension or a proof of the address ends it, and a sign-in reads the
 * account as it is then. Bad answers count in the login limits.
 */
export function passkeysService(app: FastifyInstance) {
  const party = relyingParty(app);
  const { rpID, origin, stamp, expiry, takeSigned } = party;
  return {
    async list(row: UserRow) {
      const passkeys = await passkeysOf(app.db, row.id);
      return {
        passkeys: passkeys.map(({ id, name, created_at, last_used_at }) => ({
          id,
          name,
          created_at,
          last_used_at,
        })),
      };
    },

    /** The options for the browser to make a passkey for the account. */
    async registrationOptions(row: UserRow) {
      const existing = await passkeysOf(app.db, row.id);
      if (existing.length >= MOST_PASSKEYS) throw new HttpError(409, passkeyMessages.tooMany);
      const options = await generateRegistrationOptions({
        rpName: await readHouseName(app.db),
        rpID,
        userName: row.email,
        userDisplayName: displayName(row),
        userID: new TextEncoder().encode(`stuga-${row.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({
          id: passkey.credential_id,
          transports: JSON.parse(passkey.transports) as string[],
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await keepChallenge(app.db, {
        challenge: options.challenge,
        purpose: 'register',
        user_id: row.id,
        expires_at: expiry(),
      });
      return options as unknown as WebAuthnOptions;
    },

    /** Keeps the passkey the browser made, once its answer is checked against the challenge. */
    async register(row: UserRow, body: PasskeyRegistration) {
      const expectedChallenge = await takeSigned(
        body.response.response.clientDataJSON,
        'register',
        row.id,
      );
      const verification = await verifyRegistrationResponse({
        response: body.response,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch(() => ({ verified: false as const }));
      if (!verification.verified) throw new HttpError(400, passkeyMessages.failed);
      const { credential } = verification.registrationInfo;
      const passkey = await insertPasskey(app.db, {
        user_id: row.id,
        credential_id: credential.id,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: JSON.stringify(
          credential.transports ?? body.response.response.transports ?? [],
        ),
        name: body.name,
        created_at: stamp(),
        last_used_at: null,
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, passkeyMessages.taken);
        throw error;
      });
      return {
        id: passkey.id,
        name: passkey.name,
        created_at: passkey.created_at,
        last_used_at: null,
      };
    },

    async remove(row: UserRow, id: number) {
      if (!(await removePasskey(app.db, id, row.id)))
        throw new HttpError(404, passkeyMessages.none);
      return { removed: true };
    },

    /** The options for a sign-in with any passkey of this house (no address typed). */
    async signInOptions() {
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'preferred',
        allowCredentials: [],
      });
      await keepChallenge(app.db, {
        challenge: options.challenge,
        purpose: 'sign-in',
        user_id: null,
        expires_at: expiry(),
      });
      return options as unknown as WebAuthnOptions;
    },

    signIn: (body: PasskeySignIn, ip: string) => passkeySignIn(app, party, body, ip),
  };
}

/** Signs in with a passkey's signed answer, under the login limits. */
async function passkeySignIn(
  app: FastifyInstance,
  { rpID, origin, stamp, takeSigned }: ReturnType<typeof relyingParty>,
  body: PasskeySignIn,
  ip: string,
) {
  const address = clientAddress(ip);
  const tries = triesOf(body.response.id);
  const wait = await app.loginGuard.attempt(tries, address);
  if (wait > 0) throw tooManyTries(wait);
  const expectedChallenge = await takeSigned(
    body.response.response.clientDataJSON,
    'sign-in',
    null,
  );
  const passkey = await findPasskey(app.db, body.response.id);
  if (!passkey) throw new HttpError(400, passkeyMessages.unknown);
  const counter = Number(passkey.counter);
  const verification = await verifyAuthenticationResponse({
    response: body.response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credential_id,
      publicKey: isoBase64URL.toBuffer(passkey.public_key),
      counter,
      transports: JSON.parse(passkey.transports) as string[],
    },
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!verification.verified || !verification.authenticationInfo) {
    throw new HttpError(400, passkeyMessages.failed);
  }
  const moved = await advanceCounter(app.db, passkey.id, {
    from: counter,
    to: verification.authenticationInfo.newCounter,
    at: stamp(),
  });
  if (!moved) throw new HttpError(400, passkeyMessages.failed);
  const row = await findUserById(app.db, passkey.user_id);
  if (!row || row.login_disabled) {
    throw new HttpError(403, msg('api.auth.cannotSignIn', 'This account cannot sign in.'));
  }
  await app.loginGuard.succeed(tries, address);
  return { message: 'Login successful', ...(await signIn(app, row)) };
}

export type PasskeysService = ReturnType<typeof passkeysService>;

import {
  accessFlags,
  accessRefusal,
  standsBehind,
  type Access,
  type AccessFlags,
  type AccessHolder,
  type Credential,
  type Standing,
  msg,
  secondFactorMessages,
  GUEST_PASS_HEADER,
} from '@stuga/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.js';
import { findUserById, markActive } from '../db/users.repository.js';
import { readSecondFactorRequired } from '../db/settings.repository.js';
import { guestFrom, type GuestCaller } from './guest-pass.js';
import { HttpError } from '../lib/http-error.js';

/** What decides an account's admin rights. */
export type AdminCandidate = Pick<UserRow, 'email' | 'email_confirmed_at'>;

/** The signed-in caller of a request: the account, read fresh, and what it may do. */
export interface AuthUser extends AccessHolder {
  row: UserRow;
  flags: AccessFlags;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every /api route declares one. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller, or null without a token. */
    user: AuthUser | null;
    /** On a guest route, the guest pass that opened it (DECISIONS §26). */
    guest: GuestCaller | null;
  }
  interface FastifyInstance {
    tokens: {
      /** A session token for the account, valid 30 days. */
      issue(user: Pick<UserRow, 'id' | 'session_epoch'>): Promise<string>;
    };
    /** Whether an email is in ADMIN_EMAILS (read at every request). */
    isAdminEmail(email: string): boolean;
    /**
     * Whether an account has admin rights: its email is in ADMIN_EMAILS and its owner has
     * proved the address (DECISIONS §2).
     */
    isAdmin(account: AdminCandidate): boolean;
    /** Every /api route with the access it declares (the authorization test walks these). */
    apiRoutes: { method: string; url: string; access: Access }[];
    /**
     * Whether something an account made still works, checked when it is used (ARCHITECTURE
     * convention 13): made under the account's current credential epoch (when it carries one),
     * and the account, as it is now, stands behind it (`standsBehind`).
     */
    holds(row: UserRow, use: Credential, madeUnder?: number): boolean;
    /**
     * The caller read again inside a write transaction that holds the lock a suspension or a
     * level change takes too: refused as the request's own check would refuse them, had it
     * run now. So a write racing such a change lands before it (and is decided with it) or is
     * refused.
     */
    recheck(db: Kysely<Database>, user: AuthUser, access: Access): Promise<AuthUser>;
  }
}

export const SESSION_DAYS = 30;
/** Checked tokens kept in memory (a few hundred members, each with a few devices, fit easily). */
const VERIFIED_KEPT = 10_000;
const ISSUER = 'stuga';
const AUDIENCE = 'stuga-web';
export const SESSION_EXPIRED = msg(
  'api.session.expired',
  'Your session has expired. Please log in again.',
);

/**
 * Reads the bearer token of every request (HS256 only, with issuer, audience and expiry), loads the
 * account fresh from the database, and enforces the route's `config.access`. Registered before
 * the API documentation, so each route's OpenAPI `security` follows from its access.
 */
// eslint-disable-next-line max-lines-per-function -- the plugin's hooks share its kept keys and the security it derives from each route's access
export const authPlugin = fp(async (app: FastifyInstance) => {
  const key = new TextEncoder().encode(app.config.jwtSecret);
  const admins = new Set(app.config.adminEmails);
  const isAdminEmail = (email: string) => admins.has(email.trim().toLowerCase());
  app.decorate('isAdminEmail', isAdminEmail);
  app.decorate(
    'isAdmin',
    (account: AdminCandidate) => account.email_confirmed_at !== null && isAdminEmail(account.email),
  );

  const standingOf = (row: UserRow): Standing => ({
    access_level: row.access_level,
    is_admin: app.isAdmin(row),
    suspended: row.suspended_at !== null,
    login_disabled: row.login_disabled === 1,
  });
  app.decorate(
    'holds',
    (row: UserRow, use: Credential, madeUnder?: number) =>
      (madeUnder === undefined || Number(madeUnder) === Number(row.credential_epoch)) &&
      standsBehind(standingOf(row), use),
  );

  app.decorate('tokens', {
    async issue(user) {
      const now = app.clock.nowSeconds();
      return new SignJWT({ epoch: user.session_epoch })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + SESSION_DAYS * 24 * 60 * 60)
        .sign(key);
    },
  });

  /**
   * Tokens whose signature and claims were checked, with what they say: a token's signature
   * does not change, so checking it once is enough; its expiry is looked at every time. HMAC in
   * WebCrypto runs on the thread pool, and waiting for it on every request held requests back
   * more than anything else they did. The oldest are forgotten beyond VERIFIED_KEPT.
   */
  const verified = new Map<string, { subject: string | undefined; epoch: unknown; exp: number }>();

  async function claimsOf(token: string) {
    const known = verified.get(token);
    if (known) {
      if (known.exp > app.clock.nowSeconds()) return known;
      verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: app.clock.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const claims = { subject: payload.sub, epoch: payload.epoch, exp: payload.exp! };
      if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new HttpError(401, SESSION_EXPIRED);
      throw error;
    }
  }

  /** The account a session names, if the session still holds on it as it is now. */
  function sessionAccount(row: UserRow | undefined, epoch: unknown) {
    // A password reset (or a suspension, or a proof) raises the epoch: every earlier session ends.
    if (!row || row.session_epoch !== epoch || !app.holds(row, 'session')) {
      throw new HttpError(401, SESSION_EXPIRED);
    }
    return row;
  }

  /**
   * Accounts as read at a data version (decision 0058): every write to an account changes the
   * version, so while it stands the row read then is the account as it is now, and the session
   * check of a signed-in request reads the version its answer needs anyway instead of the row.
   * One entry an account; each caller gets a copy of its own.
   */
  const accounts = new Map<number, { version: string; row: UserRow }>();
  async function accountNow(id: number): Promise<UserRow | undefined> {
    const version = await app.dataVersion.get();
    const kept = accounts.get(id);
    if (kept?.version === version) return { ...kept.row };
    const row = await findUserById(app.db, id);
    if (row) accounts.set(id, { version, row: { ...row } });
    else accounts.delete(id);
    return row;
  }

  const callerOf = (row: UserRow): AuthUser => {
    const isAdmin = app.isAdmin(row);
    return {
      row,
      access_level: row.access_level,
      is_admin: isAdmin,
      flags: accessFlags(row.access_level, isAdmin),
    };
  };

  app.decorate('recheck', async (db: Kysely<Database>, user: AuthUser, access: Access) => {
    const now = callerOf(
      sessionAccount(await findUserById(db, user.row.id), user.row.session_epoch),
    );
    const refusal = accessRefusal(now, access);
    if (refusal) throw new HttpError(403, refusal);
    return now;
  });

  async function userFromToken(token: string): Promise<AuthUser> {
    const { subject, epoch } = await claimsOf(token);
    const id = Number(subject);
    if (!Number.isSafeInteger(id)) throw new HttpError(401, SESSION_EXPIRED);
    const row = sessionAccount(await accountNow(id), epoch);
    // When the account was last active, to the hour (the Members screen): one write an hour.
    const hour = `${app.clock.now().toISOString().slice(0, 13)}:00:00.000Z`;
    if (row.last_active_at === null || row.last_active_at < hour) {
      await markActive(app.db, row.id, hour);
      row.last_active_at = hour;
    }
    return callerOf(row);
  }

  app.decorateRequest('user', null);
  app.decorateRequest('guest', null);

  const apiRoutes: { method: string; url: string; access: Access }[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${url} declares no access`);
    // The documentation says what the access says: a token is optional on public routes.
    route.schema = {
      ...route.schema,
      security: access === 'public' ? [{}, { bearer: [] }] : [{ bearer: [] }],
    };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url, access });
    }
  });

  /** Whether the caller may use the route, as the error that refuses them, if any. */
  const refusalFor = (request: FastifyRequest): HttpError | undefined => {
    const access = request.routeOptions.config.access;
    const refusal = access && accessRefusal(request.user, access);
    return refusal ? new HttpError(request.user ? 403 : 401, refusal) : undefined;
  };

  /**
   * An admin without a one-time code, while the house requires it of every admin (DECISIONS §26),
   * is refused every admin route until they turn theirs on on the profile.
   */
  const secondFactorRefusal = async (request: FastifyRequest): Promise<HttpError | undefined> => {
    const user = request.user;
    if (request.routeOptions.config.access !== 'admin' || !user?.is_admin) return undefined;
    if (user.row.totp_enabled_at !== null) return undefined;
    const required = await readSecondFactorRequired(app.db);
    return required ? new HttpError(403, secondFactorMessages.needed) : undefined;
  };

  // onRequest: the caller is known before the body is read, so a refusal costs nothing. Without
  // a token (most reads) it decides at once; with one, once the account is read.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    // A guest route opens with a guest pass only, whatever else the request carries.
    if (request.routeOptions.config.access === 'guest') {
      const token = request.headers[GUEST_PASS_HEADER];
      guestFrom(app, request, typeof token === 'string' ? token : undefined).then(
        (refusal) => done(refusal),
        (error: Error) => done(error),
      );
      return;
    }
    const header = request.headers.authorization;
    if (!header) return done(refusalFor(request));
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return done(new HttpError(401, SESSION_EXPIRED));
    userFromToken(match[1]!)
      .then(async (user) => {
        request.user = user;
        return refusalFor(request) ?? (await secondFactorRefusal(request));
      })
      .then(
        (refusal) => done(refusal),
        (error: Error) => done(error),
      );
  });
});

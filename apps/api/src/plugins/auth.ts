import { accessFlags, type AccessFlags } from '@stuga/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { UserRow } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';

/** Who may call a route; every /api route declares one in its `config.access`. */
export type Access = 'public' | 'user' | 'verified' | 'private' | 'booking' | 'trusted' | 'admin';

/** The signed-in caller of a request. */
export interface AuthUser {
  row: UserRow;
  isAdmin: boolean;
  flags: AccessFlags;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller, or null without a token. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    tokens: {
      /** A session token for the account, valid 30 days. */
      issue(user: Pick<UserRow, 'id' | 'session_epoch'>): Promise<string>;
    };
    /** Whether an email is an admin's right now (ADMIN_EMAILS is read at every request). */
    isAdminEmail(email: string): boolean;
    /** Every /api route with the access it declares (the authorization test walks these). */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
}

export const SESSION_DAYS = 30;
const ISSUER = 'stuga';
const AUDIENCE = 'stuga-web';

export const authMessages = {
  required: 'Authentication required. Please log in.',
  expired: 'Your session has expired. Please log in again.',
  verified: 'Please complete your signup first.',
  private: 'You do not have access to this content.',
  booking: 'You do not have permission to access the booking system.',
  trusted: 'Only trusted members and admins may do this.',
  admin: 'Only admins may do this.',
};

/** Whether a signed-in user passes an access level. */
export function allows(access: Access, user: AuthUser | null): string | undefined {
  if (access === 'public') return undefined;
  if (!user) return authMessages.required;
  switch (access) {
    case 'user':
      return undefined;
    case 'verified':
      return user.flags.is_verified ? undefined : authMessages.verified;
    case 'private':
      return user.flags.can_access_private_content ? undefined : authMessages.private;
    case 'booking':
      return user.flags.can_access_booking ? undefined : authMessages.booking;
    case 'trusted':
      return user.isAdmin || user.row.access_level === 'trusted' ? undefined : authMessages.trusted;
    case 'admin':
      return user.isAdmin ? undefined : authMessages.admin;
  }
}

/**
 * Reads the bearer token of every request (HS256 only, with issuer, audience and expiry), loads the
 * account fresh from the database, and enforces the route's `config.access`.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const key = new TextEncoder().encode(app.config.jwtSecret);
  const admins = new Set(app.config.adminEmails);
  const isAdminEmail = (email: string) => admins.has(email.trim().toLowerCase());
  app.decorate('isAdminEmail', isAdminEmail);

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

  async function userFromToken(token: string): Promise<AuthUser> {
    let subject: string | undefined;
    let epoch: unknown;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: app.clock.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      subject = payload.sub;
      epoch = payload.epoch;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new HttpError(401, authMessages.expired);
      throw error;
    }
    const id = Number(subject);
    if (!Number.isSafeInteger(id)) throw new HttpError(401, authMessages.expired);
    const row = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    // A password reset raises the epoch: every session from before it ends.
    if (!row || row.login_disabled || row.session_epoch !== epoch) {
      throw new HttpError(401, authMessages.expired);
    }
    const isAdmin = isAdminEmail(row.email);
    return { row, isAdmin, flags: accessFlags(row.access_level, isAdmin) };
  }

  app.decorateRequest('user', null);

  const apiRoutes: { method: string; url: string; access: Access }[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${url} declares no access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url, access });
    }
  });

  // onRequest: the caller is known before the body is read, so a refusal costs nothing.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw new HttpError(401, authMessages.expired);
      request.user = await userFromToken(match[1]!);
    }
    const access = request.routeOptions.config.access;
    if (!access) return;
    const refusal = allows(access, request.user);
    if (refusal) throw new HttpError(request.user ? 403 : 401, refusal);
  });
});

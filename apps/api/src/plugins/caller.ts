import { displayName } from '@stuga/shared';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './auth.js';

/**
 * Who is asking, as every feature's use cases take it: the one caller type. Made from a signed-in
 * request by `callerOf`.
 */
export interface Caller {
  id: number;
  is_admin: boolean;
  name: string;
  /** The account as the request found it, read again inside a member's writes. */
  session: AuthUser;
}

/** Who is calling a route that needs a signed-in account. */
export const callerOf = (request: FastifyRequest): Caller => ({
  id: request.user!.row.id,
  is_admin: request.user!.is_admin,
  name: displayName(request.user!.row),
  session: request.user!,
});

import { displayName, type Access } from '@stuga/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { unitOfWork, type LockName } from '../db/unit-of-work.js';
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

/**
 * The one way a caller writes (ARCHITECTURE: data that must never go wrong): a unit of work,
 * holding `lock` when the state it changes is checked by others first, with the caller read again
 * inside it: an account suspended, moved down or no longer an admin since the request began is
 * refused as a new request would be. Every feature's writes go through it or a use of it.
 */
export function writeAs<T>(
  app: FastifyInstance,
  caller: Caller,
  access: Access,
  work: (db: Kysely<Database>, now: AuthUser) => Promise<T>,
  lock?: LockName,
): Promise<T> {
  return unitOfWork(
    app.database,
    async (db) => work(db, await app.recheck(db, caller.session, access)),
    lock,
  );
}

/** An admin's write of the house's settings: in `lock` when stay writes read them. */
export const adminWrite = <T>(
  app: FastifyInstance,
  caller: Caller,
  work: (db: Kysely<Database>) => Promise<T>,
  lock?: LockName,
) => writeAs(app, caller, 'admin', (db) => work(db), lock);

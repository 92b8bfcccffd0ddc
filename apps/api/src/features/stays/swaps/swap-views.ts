import {
  accessFlags,
  displayName,
  hasName,
  toWireDate,
  type SwapChoices,
  type SwapView,
  optionVisible,
  BOOKING_SHOWN_AS,
  SWAP,
  may,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { viewerOf, type Caller, type StaysContext } from '../context.js';
import {
  activeMembers,
  bookingWithOwner,
  heldAhead,
  memberOf,
  type BookingWithOwner,
  type SwapRow,
} from './swaps.repository.js';

type Db = Kysely<Database>;

/** A swap as its members and the admins see it. */
export async function viewOf(
  db: Db,
  swap: SwapRow,
  viewer: Pick<Caller, 'id' | 'is_admin'>,
): Promise<SwapView> {
  const [from, to, stay, theirs] = await Promise.all([
    memberOf(db, swap.from_user_id),
    memberOf(db, swap.to_user_id),
    bookingWithOwner(db, swap.booking_id),
    swap.their_booking_id === null ? undefined : bookingWithOwner(db, swap.their_booking_id),
  ]);
  const line = (b: BookingWithOwner) => ({
    booking_id: b.id,
    from: toWireDate(b.from_date),
    to: toWireDate(b.to_date),
  });
  return {
    id: swap.id,
    from_user: { id: swap.from_user_id, name: from ? displayName(from) : '' },
    to_user: { id: swap.to_user_id, name: to ? displayName(to) : '' },
    stay: line(stay!),
    their_stay: theirs ? line(theirs) : null,
    note: swap.note,
    status: swap.status,
    needs_admin: swap.needs_admin === 1,
    created_at: swap.created_at,
    expires_at: swap.expires_at,
    can: {
      accept: swap.to_user_id === viewer.id && may(SWAP, 'accept', swap.status),
      decline: swap.to_user_id === viewer.id && may(SWAP, 'decline', swap.status),
      approve: viewer.is_admin && may(SWAP, 'approve', swap.status),
      refuse: viewer.is_admin && may(SWAP, 'refuse', swap.status),
    },
  };
}

/**
 * What an offer can name: the caller's stays ahead, and the members who may book with their
 * stays ahead (the horizon hiding them as on the timeline).
 */
export async function swapChoices(
  app: FastifyInstance,
  context: StaysContext,
  caller: Caller,
): Promise<SwapChoices> {
  const today = app.clock.today();
  const [held, members, horizon] = await Promise.all([
    heldAhead(app.db, today),
    activeMembers(app.db),
    context.horizon(),
  ]);
  // Members who may take a stay, known by name (DECISIONS §22: never by their address).
  const mayBook = members
    .filter(
      (member) =>
        member.id !== caller.id &&
        hasName(member) &&
        accessFlags(member.access_level, app.isAdmin(member)).can_access_booking,
    )
    .map((member) => ({ id: member.id, name: displayName(member) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'sv'));
  const line = (b: { id: number; from_date: string; to_date: string }) => ({
    booking_id: b.id,
    from: toWireDate(b.from_date),
    to: toWireDate(b.to_date),
  });
  const ids = new Set(mayBook.map((member) => member.id));
  return {
    mine: held.filter((b) => b.user_id === caller.id).map(line),
    theirs: held
      .filter(
        (b) =>
          ids.has(b.user_id) &&
          optionVisible(
            { owner_id: b.user_id, status: BOOKING_SHOWN_AS.held, from: b.from_date },
            viewerOf(caller),
            horizon,
          ),
      )
      .map((b) => ({ ...line(b), user_id: b.user_id })),
    members: mayBook,
  };
}

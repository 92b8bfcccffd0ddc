import {
  BOOKING_STATUSES,
  roundPhase,
  type RoundPhase,
  type RoundStatus,
  OFFER_STATUSES,
  ROUND_STATUSES,
  SWAP_STATUSES,
  WISH_STATUSES,
  type Changer,
} from './statuses.js';

/**
 * The state machines beside the options' (DECISIONS §17–§19), each in one table: its statuses,
 * its named sets, and every allowed change with who makes it. The server's statements are built
 * from these (a change moves only rows in its `from`), its checks ask `may`, and a test reads the
 * repositories for a status written anywhere else. An option's own table is `STATUS_CHANGES`.
 */
export interface Machine<S extends string, C extends string, N extends string> {
  statuses: readonly S[];
  /** Named sets of statuses, as the statements filter by them. */
  sets: Readonly<Record<N, readonly S[]>>;
  /** Every allowed change: from which statuses, to which, made by whom. */
  changes: Readonly<Record<C, { from: readonly S[]; to: S; by: readonly Changer[] }>>;
  /** The status a new row starts in. */
  start: S;
}

const machine = <S extends string, C extends string, N extends string>(
  table: Machine<S, C, N>,
): Machine<S, C, N> => table;

/** Whether `change` may be made to something in `status`. */
export const may = <S extends string, C extends string>(
  table: Machine<S, C, string>,
  change: C,
  status: S,
): boolean => table.changes[change].from.includes(status);

/** Whether `status` is in the named set. */
export const inSet = <S extends string, N extends string>(
  table: Machine<S, string, N>,
  set: N,
  status: S,
): boolean => table.sets[set].includes(status);

/** A booking (DECISIONS §17): held, or how it ended. */
export const BOOKING = machine({
  statuses: BOOKING_STATUSES,
  start: 'held',
  sets: { held: ['held'], freed: ['cancelled', 'declined'] },
  changes: {
    cancel: { from: ['held'], to: 'cancelled', by: ['owner'] },
    decline: { from: ['held'], to: 'declined', by: ['admin', 'house'] },
    handOn: { from: ['held'], to: 'handed', by: ['house'] },
  },
});

/** A high-season round (DECISIONS §18). */
export const ROUND = machine({
  statuses: ROUND_STATUSES,
  start: 'set',
  sets: {
    /** Not yet given out: its blocks hold their days, its ballots count. */
    live: ['set', 'drawn'],
    /** What members see: all but a cancelled round. */
    shown: ['set', 'drawn', 'confirmed'],
    confirmed: ['confirmed'],
    set: ['set'],
    drawn: ['drawn'],
  },
  changes: {
    // When the ballot has closed: by the house's scheduled job, or an admin who asks.
    draw: { from: ['set'], to: 'drawn', by: ['house', 'admin'] },
    // Discarding keeps the ballots; another draw may follow, with a new seed.
    discard: { from: ['drawn'], to: 'set', by: ['admin', 'house'] },
    confirm: { from: ['drawn'], to: 'confirmed', by: ['admin'] },
    cancel: { from: ['set', 'drawn'], to: 'cancelled', by: ['admin'] },
  },
});

/** A round's draw: proposed, then confirmed or discarded. */
export const DRAW_STATUSES = ['proposed', 'confirmed', 'discarded'] as const;
export const DRAW = machine({
  statuses: DRAW_STATUSES,
  start: 'proposed',
  sets: { proposed: ['proposed'], kept: ['proposed', 'confirmed'], confirmed: ['confirmed'] },
  changes: {
    confirm: { from: ['proposed'], to: 'confirmed', by: ['admin'] },
    discard: { from: ['proposed'], to: 'discarded', by: ['admin', 'house'] },
  },
});

/** A wish on the waitlist (DECISIONS §19). */
export const WISH = machine({
  statuses: WISH_STATUSES,
  start: 'waiting',
  sets: { live: ['waiting', 'claimed'], waiting: ['waiting'], claimed: ['claimed'] },
  changes: {
    claim: { from: ['waiting'], to: 'claimed', by: ['owner'] },
    meet: { from: ['claimed'], to: 'met', by: ['house'] },
    waitAgain: { from: ['claimed'], to: 'waiting', by: ['house'] },
    withdraw: { from: ['waiting'], to: 'withdrawn', by: ['owner'] },
    pass: { from: ['waiting'], to: 'ended', by: ['house'] },
    release: { from: ['waiting', 'claimed'], to: 'ended', by: ['house'] },
  },
});

/** An offer of freed dates to one wish (DECISIONS §19). */
export const OFFER = machine({
  statuses: OFFER_STATUSES,
  start: 'open',
  sets: { open: ['open'], holding: ['open', 'claimed'], claimed: ['claimed'] },
  changes: {
    claim: { from: ['open'], to: 'claimed', by: ['owner'] },
    refuse: { from: ['open'], to: 'refused', by: ['owner'] },
    lapse: { from: ['open'], to: 'lapsed', by: ['house'] },
    void: { from: ['open'], to: 'void', by: ['house'] },
  },
});

/** A swap or a gift between members (DECISIONS §19). */
export const SWAP = machine({
  statuses: SWAP_STATUSES,
  start: 'offered',
  sets: { live: ['offered', 'accepted'], offered: ['offered'], accepted: ['accepted'] },
  changes: {
    accept: { from: ['offered'], to: 'accepted', by: ['owner'] },
    decline: { from: ['offered'], to: 'declined', by: ['owner'] },
    lapse: { from: ['offered'], to: 'lapsed', by: ['house'] },
    hand: { from: ['offered', 'accepted'], to: 'done', by: ['owner', 'admin'] },
    // High season involved: an admin lets an accepted swap change hands (then `hand` moves it).
    approve: { from: ['accepted'], to: 'done', by: ['admin'] },
    refuse: { from: ['accepted'], to: 'refused', by: ['admin'] },
    void: { from: ['offered', 'accepted'], to: 'void', by: ['house'] },
  },
});

export type RoundChange = keyof typeof ROUND.changes;
export type DrawStatus = (typeof DRAW_STATUSES)[number];
export type WishChange = keyof typeof WISH.changes;
export type OfferChange = keyof typeof OFFER.changes;
export type SwapChange = keyof typeof SWAP.changes;

/** Changes of a round that wait for a phase of its ballot: the draw, for its close. */
const ROUND_PHASES: Partial<Record<RoundChange, RoundPhase>> = { draw: 'closed' };

/** Whether `by` may make the change `name` to a round in `status` at `phase`. */
export function mayChangeRound(
  name: RoundChange,
  round: { status: RoundStatus; phase: RoundPhase },
  by: Changer,
): boolean {
  const phase = ROUND_PHASES[name];
  return (
    may(ROUND, name, round.status) &&
    ROUND.changes[name].by.includes(by) &&
    (phase === undefined || phase === round.phase)
  );
}

/** What may be done with a round now: edit it (until it opens), rank on its ballot, draw it. */
export function roundAbilities(
  round: { status: RoundStatus; opens: string; closes: string },
  today: string,
): { edit: boolean; vote: boolean; draw: boolean; cancel: boolean } {
  const set = inSet(ROUND, 'set', round.status);
  const phase = roundPhase(round, today);
  return {
    edit: set && phase === 'upcoming',
    vote: set && phase === 'open',
    draw: mayChangeRound('draw', { status: round.status, phase }, 'admin'),
    cancel: may(ROUND, 'cancel', round.status),
  };
}

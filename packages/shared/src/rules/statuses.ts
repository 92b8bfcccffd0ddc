/**
 * Every status of a stay option, what each means and every allowed change between them
 * (DECISIONS §17): the one table. The server's rules, its SQL predicates (one helper per named
 * set, in the API's db folder) and the screens read it; adding a status means deciding its row
 * here, and the type checker names every other place that must decide about it (each
 * `Record<OptionStatus, …>`).
 */

/** The statuses, as the wire and the database spell them (DECISIONS §12). */
export const OPTION_STATUSES = [
  'planning',
  'pending',
  'approved',
  'declined',
  'committed',
  'cancelled',
  'expired',
] as const;
export type OptionStatus = (typeof OPTION_STATUSES)[number];

/** What a status means, as yes or no for each named set. */
export interface StatusTraits {
  /** A draft: still the owner's alone, asking nobody yet. */
  draft: boolean;
  /** A request waiting for the admins' decision, while its plan is valid (DECISIONS §9). */
  waiting: boolean;
  /** Holds the house: a booked stay, guarded against double booking and the cleaning gap. */
  booked: boolean;
  /** Seen by other members on the timeline (DECISIONS §9): a request and a booked stay. */
  shownToOthers: boolean;
  /**
   * Keeps its plan from counting as refused in fair share: a plan is refused when every option
   * it asked for was declined, and nothing else of it is alive or on record.
   */
  keepsPlanFromRefused: boolean;
  /** Counted in fair share as nights stayed (DECISIONS §16). */
  countedAsNights: boolean;
  /** Counted in fair share as a stay given up (DECISIONS §16). */
  countedAsCancelled: boolean;
  /** Counted in fair share as a refusal (DECISIONS §16). */
  countedAsDeclined: boolean;
  /** In the calendar feeds: a stay that was booked (a cancelled or declined one leaves them). */
  inFeeds: boolean;
  /**
   * On the app's calendars (the timeline, the pickers): wishes and stays. What came to nothing
   * leaves them, the member's own too: its days are free.
   */
  onCalendars: boolean;
}
export type StatusSet = keyof StatusTraits;

const none: StatusTraits = {
  draft: false,
  waiting: false,
  booked: false,
  shownToOthers: false,
  keepsPlanFromRefused: false,
  countedAsNights: false,
  countedAsCancelled: false,
  countedAsDeclined: false,
  inFeeds: false,
  onCalendars: false,
};
const booked: StatusTraits = {
  ...none,
  booked: true,
  shownToOthers: true,
  keepsPlanFromRefused: true,
  countedAsNights: true,
  inFeeds: true,
  onCalendars: true,
};

/** The table: each status's row. */
export const STATUS_TABLE: Readonly<Record<OptionStatus, StatusTraits>> = {
  planning: { ...none, draft: true, keepsPlanFromRefused: true, onCalendars: true },
  pending: {
    ...none,
    waiting: true,
    shownToOthers: true,
    keepsPlanFromRefused: true,
    onCalendars: true,
  },
  approved: booked,
  // SPEC's wire status for a stay that is booked for certain: held as an approved one is.
  committed: booked,
  declined: { ...none, countedAsDeclined: true },
  cancelled: { ...none, keepsPlanFromRefused: true, countedAsCancelled: true },
  expired: none,
};

/** The statuses of a named set, in the table's order. */
export const statusesIn = (set: StatusSet): readonly OptionStatus[] =>
  OPTION_STATUSES.filter((status) => STATUS_TABLE[status][set]);

/** Whether a status is in a named set. */
export const isIn = (set: StatusSet, status: OptionStatus): boolean => STATUS_TABLE[status][set];

/** Statuses that hold the house: a stay there is booked. */
export const BOOKED_STATUSES = statusesIn('booked');
/** Statuses others may see of a member's option; drafts and what ended are the owner's alone. */
export const SHOWN_TO_OTHERS = statusesIn('shownToOthers');

/** Who makes a change: the option's owner, an admin, or the house's own rules. */
export type Changer = 'owner' | 'admin' | 'house';

/** Why a status changes: each allowed change of the table. */
export type ChangeName =
  | 'submit'
  | 'approve'
  | 'decline'
  | 'declineApproved'
  | 'declineAsConflict'
  | 'declineMember'
  | 'cancel'
  | 'expire'
  | 'handOn';

export interface StatusChange {
  from: OptionStatus;
  to: OptionStatus;
  by: Changer;
  /**
   * What the change does to the house's bookings (DECISIONS §17): `book` makes the option a
   * booking; a booking status ends the booking the option made, as that status.
   */
  booking?: 'book' | Exclude<BookingStatus, 'held'>;
}

/**
 * Every allowed change (DECISIONS §9, §14, §16): anything else is refused where it is made. The
 * house declines a request that conflicts with an approval or shares its plan, and a suspended or
 * demoted member's requests; it lets a request expire with its plan.
 */
export const STATUS_CHANGES: Readonly<Record<ChangeName, StatusChange>> = {
  submit: { from: 'planning', to: 'pending', by: 'owner' },
  approve: { from: 'pending', to: 'approved', by: 'admin', booking: 'book' },
  decline: { from: 'pending', to: 'declined', by: 'admin' },
  declineApproved: { from: 'approved', to: 'declined', by: 'admin', booking: 'declined' },
  declineAsConflict: { from: 'pending', to: 'declined', by: 'house' },
  declineMember: { from: 'pending', to: 'declined', by: 'house' },
  cancel: { from: 'approved', to: 'cancelled', by: 'owner', booking: 'cancelled' },
  expire: { from: 'pending', to: 'expired', by: 'house' },
  // A swap or a gift (DECISIONS §19): the stay goes to another member, a booking of theirs; the
  // option is over for its owner, its booking ended as handed on (counted for nobody).
  handOn: { from: 'approved', to: 'cancelled', by: 'house', booking: 'handed' },
};

/** Whether `by` may change an option from `from` to `to`. */
export const mayChange = (from: OptionStatus, to: OptionStatus, by: Changer): boolean =>
  Object.values(STATUS_CHANGES).some(
    (change) => change.from === from && change.to === to && change.by === by,
  );

/** The statuses from which `by` may bring an option to `to`. */
export const changeableTo = (to: OptionStatus, by: Changer): readonly OptionStatus[] =>
  OPTION_STATUSES.filter((from) => mayChange(from, to, by));

/**
 * A booking's statuses (DECISIONS §17): what the house holds, and what became of it. A plan's
 * option is how a member asks; a booking is the stay the house holds, whatever it came from.
 */
export const BOOKING_STATUSES = ['held', 'cancelled', 'declined', 'handed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The status a booking starts in: it holds the house. */
export const NEW_BOOKING_STATUS: BookingStatus = 'held';

/** Where a booking came from. */
export const BOOKING_SOURCES = ['option', 'round', 'waitlist', 'swap'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/**
 * The status a booking shows as where SPEC's views speak of options (the timeline, the feeds,
 * fair share): its named sets are that status's row of the table above, so a booking is in a
 * set exactly when an option in that status would be.
 */
export const BOOKING_SHOWN_AS: Readonly<Record<BookingStatus, OptionStatus>> = {
  held: 'approved',
  cancelled: 'cancelled',
  declined: 'declined',
  // Handed on to another member (a swap or a gift): over for this member, counted for nobody.
  handed: 'expired',
};

/** The booking statuses of a named set. */
export const bookingStatusesIn = (set: StatusSet): readonly BookingStatus[] =>
  BOOKING_STATUSES.filter((status) => STATUS_TABLE[BOOKING_SHOWN_AS[status]][set]);

/**
 * A high-season round's statuses (DECISIONS §18): set up (its ballot before, during or after its
 * days), drawn (a proposed result waits for the admins), confirmed (its blocks are bookings), or
 * cancelled. Where a set-up round stands is its phase, from its ballot's days and the house's day.
 */
export const ROUND_STATUSES = ['set', 'drawn', 'confirmed', 'cancelled'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** A set-up round by the house's day: before its ballot opens, while open, after it closes. */
export type RoundPhase = 'upcoming' | 'open' | 'closed';

/** A round's phase on `today`: its ballot runs from `opens` to `closes`, both days included. */
export function roundPhase(round: { opens: string; closes: string }, today: string): RoundPhase {
  if (today < round.opens) return 'upcoming';
  return today <= round.closes ? 'open' : 'closed';
}

/**
 * A wish on the waitlist (DECISIONS §19): waiting for dates; claimed while a request it made from
 * an offer waits for the admins (no other offer comes meanwhile); met once that request is
 * approved; withdrawn by its member; ended when its dates have passed.
 */
export const WISH_STATUSES = ['waiting', 'claimed', 'met', 'withdrawn', 'ended'] as const;
export type WishStatus = (typeof WISH_STATUSES)[number];

/**
 * An offer of freed dates to one wish: open while its hold runs; claimed (a request was made);
 * refused ("No thanks"); lapsed (the hold passed); void (the wish or the dates went meanwhile).
 * Only an open offer holds a booking's dates for its member; the next is offered when it ends
 * unclaimed.
 */
export const OFFER_STATUSES = ['open', 'claimed', 'refused', 'lapsed', 'void'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * A swap or gift between members (DECISIONS §19): offered (the other has 48 hours to answer),
 * accepted (waiting for an admin, when high season is involved), done (the bookings changed
 * hands); or what ended it: declined by the other, lapsed (no answer in time), refused by an
 * admin, void (a booking changed meanwhile).
 */
export const SWAP_STATUSES = [
  'offered',
  'accepted',
  'done',
  'declined',
  'lapsed',
  'refused',
  'void',
] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];

import type {
  AccessLevel,
  BookingSource,
  BookingStatus,
  ImprovementCategory,
  InviteLevel,
  InviterType,
  OptionStatus,
  RoundStatus,
  OfferStatus,
  WishStatus,
  SwapStatus,
  ServerMessageKey,
  VoteType,
  CostKind,
  CostRepeat,
  PartUnit,
  SplitRule,
  DocumentAudience,
  DocumentFormat,
  DocumentKind,
} from '@stuga/shared';
import type { Generated, Insertable, Selectable } from 'kysely';

/** Flags are stored as 0 or 1 on both engines. */
export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  /** The member's own Swish number, to be paid to when settling up (DECISIONS §23). */
  swish: string | null;
  access_level: Generated<AccessLevel>;
  endorser: string | null;
  invited_by_user_id: number | null;
  google_sub: string | null;
  /** Raised by a password reset; tokens carrying an older value are refused. */
  session_epoch: Generated<number>;
  /**
   * Raised when the account loses what it could grant (suspended, moved down a level, its address
   * proved by its owner): invite codes and calendar addresses made under an older value are void.
   */
  credential_epoch: Generated<number>;
  /** Sample members cannot log in. */
  login_disabled: Generated<Flag>;
  /**
   * When the owner proved the address is theirs (a mailed link, a completed password reset, or
   * Google's verified email); an ADMIN_EMAILS address has admin rights only once this is set.
   */
  email_confirmed_at: string | null;
  /** When an admin suspended the account (DECISIONS §16); null: it is not suspended. */
  suspended_at: string | null;
  /** When the account last made a request, to the hour. */
  last_active_at: string | null;
  /** The language the member reads the app in (`en`, `sv`), for their mail; null: not known. */
  language: string | null;
  /** An admin's one-time code's secret (base32), once turned on (DECISIONS §26); null: off. */
  totp_secret: string | null;
  /** A secret being set up, until a code from it is typed. */
  totp_pending: string | null;
  totp_enabled_at: string | null;
  /** The last time step whose code was taken: a code is never taken twice (bigint: a string on PostgreSQL). */
  totp_last_step: number | string | null;
  created_at: string;
  updated_at: string;
}

export interface InvitesTable {
  id: Generated<number>;
  code: string;
  code_type: InviteLevel;
  generated_by_user_id: number | null;
  generated_by_name: string;
  generated_by_type: InviterType;
  max_uses: number;
  current_uses: Generated<number>;
  expires_at: number | null;
  created_at: string;
  /** When it was withdrawn; a withdrawn code answers like an unknown one. */
  withdrawn_at: string | null;
  /** Who used it, and when (null for codes used before this was kept). */
  used_by_user_id: number | null;
  used_at: string | null;
  /** The maker's credential epoch when it was made: the code works only while it is theirs. */
  maker_epoch: Generated<number>;
}

/** Links mailed to an account's owner: one use, until they expire, stored as hashes. */
export interface MailedLinksTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  /** JSON text. */
  value: string;
}

export interface GuestbookEntriesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  message: string;
  created_at: string;
}

export interface GuestbookEntryTagsTable {
  entry_id: number;
  tag: string;
}

export interface GuidesTable {
  type: string;
  title: string;
  description: string;
}

export interface GuideSectionsTable {
  guide_type: string;
  id: string;
  title: string;
  content: string;
  /** JSON array of image paths. */
  images: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface ContactsTable {
  id: Generated<number>;
  name: string;
  role: string;
  email: string | null;
  phone: string | null;
  whatsapp: string | null;
  description: string | null;
  position: number;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: number | null;
  created_at: string;
  mailed_at: string | null;
  mail_error: string | null;
}

export interface ImprovementsTable {
  id: Generated<number>;
  title: string;
  description: string;
  price: number;
  category: ImprovementCategory;
  priority: number;
  image_url: string | null;
  link_url: string | null;
  link_text: string | null;
  is_active: Flag;
  is_done: Flag;
  created_at: string;
  updated_at: string;
}

export interface ImprovementVotesTable {
  user_id: number;
  improvement_id: number;
  vote_type: VoteType;
  created_at: string;
}

export interface DonationsTable {
  id: Generated<number>;
  amount: number;
  donor_name: string | null;
  donor_email: string | null;
  message: string | null;
  is_anonymous: Flag;
  is_verified: Flag;
  /** What it counts toward (DECISIONS §15): named, or the funding goal when verified. */
  improvement_id: number | null;
  created_at: string;
}

export interface StayPlanTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  /** YYYY-MM-DD. */
  expiry_date: string;
  /** The validity (YYYY-MM-DD) owner and admins were last reminded of (DECISIONS §14). */
  reminded_for: string | null;
  created_at: string;
  updated_at: string;
}

export interface StayOptionTable {
  id: Generated<number>;
  plan_id: number;
  /** Arrival day, YYYY-MM-DD. */
  from_date: string;
  /** Departure day, YYYY-MM-DD. */
  to_date: string;
  status: OptionStatus;
  user_priority: number;
  note: string;
  /** Why it was declined, in English (an admin's words, or the house's reason as said then). */
  rejection_reason: string | null;
  /** The house's reason by code, with its values (JSON): null for an admin's own words. */
  rejection_code: ServerMessageKey | null;
  rejection_values: string | null;
  submitted_at: string | null;
  decided_at: string | null;
  /** When it was approved, kept whatever becomes of it after (DECISIONS §14). */
  approved_at: string | null;
  /** Who comes (DECISIONS §21). */
  adults: Generated<number>;
  children: Generated<number>;
  guests: Generated<number>;
  pets: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** A stay the house holds, or held (DECISIONS §17). */
export interface BookingTable {
  id: Generated<number>;
  /** The owner. */
  user_id: number;
  /** Arrival day, YYYY-MM-DD. */
  from_date: string;
  /** Departure day, YYYY-MM-DD. */
  to_date: string;
  /** How many come, when known. */
  party: number | null;
  source: BookingSource;
  /** The option it came from, when it came from a plan. */
  option_id: number | null;
  /** The round's block it was given from, when it came from a high-season round. */
  round_block_id: number | null;
  status: BookingStatus;
  booked_at: string;
  /** When it was cancelled or declined. */
  ended_at: string | null;
  /** Who comes (DECISIONS §21). */
  adults: Generated<number>;
  children: Generated<number>;
  guests: Generated<number>;
  pets: Generated<Flag>;
  /** What it costs in öre, fixed when it was made; null for a booking made before fees were kept. */
  fee: number | null;
  /** When its owner said they paid, and when an admin (who) confirmed it. */
  paid_at: string | null;
  payment_confirmed_at: string | null;
  payment_confirmed_by: number | null;
  created_at: string;
  updated_at: string;
}

/** What a job is doing: waiting (or running under a lease), finished, or given up on. */
export type JobStatus = 'pending' | 'done' | 'failed';

/** Work promised for later, kept until it is done (times: epoch ms of the real clock). */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: string;
  /** For work that must happen once per thing; a second job with the same key is not added. */
  dedupe_key: string | null;
  status: Generated<JobStatus>;
  /** Not before this. */
  run_at: number;
  attempts: Generated<number>;
  /** A worker is on it until then; after that another may take it (its process died). */
  locked_until: number | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** A failed login: which email, from which address (an IPv6 /64 counts as one), when (epoch ms). */
/** A member's calendar address (DECISIONS §16): the nonce its secret is made from. */
export interface CalendarFeedsTable {
  user_id: number;
  nonce: string;
  created_at: string;
  /** The member's credential epoch when it was made: the address works only while it is theirs. */
  epoch: Generated<number>;
}

/** What an admin says a picture shows (its `alt`). */
export interface PhotoDescriptionsTable {
  kind: 'public' | 'private' | 'guide';
  name: string;
  description: string;
  updated_at: string;
}

/** One status change of a stay option (DECISIONS §16), never edited. */
export interface OptionHistoryTable {
  id: Generated<number>;
  option_id: number | null;
  /** The stay's owner. */
  user_id: number;
  from_date: string;
  to_date: string;
  from_status: OptionStatus | null;
  to_status: OptionStatus;
  reason: string | null;
  /** The house's reason by code, with its values (JSON): null for an admin's own words. */
  reason_code: ServerMessageKey | null;
  reason_values: string | null;
  /** The booking the change made or ended, when the option made one (DECISIONS §17). */
  booking_id: number | null;
  /** Who changed it; null: the app. */
  actor_id: number | null;
  at: string;
}

/** The count of one client's calls of one kind in its current window (DECISIONS §13). */
export interface RateLimitsTable {
  key: string;
  count: number;
  window_start: number;
  window_ms: number;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  address: string;
  at: number;
}

/** When an email last logged in from an address (epoch ms): that address vouches for it. */
export interface LoginTrustTable {
  email: string;
  address: string;
  at: number;
}

/** The data version (decision 0050): one row, its token new after every write to a stay view's table. */
export interface DataVersionTable {
  id: number;
  token: string;
}

/** A high-season round (DECISIONS §18): its ballot's days (both included) and caps. */
export interface RoundTable {
  id: Generated<number>;
  name: string;
  /** The ballot's first and last day, YYYY-MM-DD, in the house's time. */
  opens: string;
  closes: string;
  /** Blocks one member gets in the first pass, and in all. */
  first_pass_cap: number;
  total_cap: number;
  status: RoundStatus;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** When it was confirmed or cancelled. */
  ended_at: string | null;
}

/** One block of a round: a stay's dates with a name. */
export interface RoundBlockTable {
  id: Generated<number>;
  round_id: number;
  name: string;
  from_date: string;
  to_date: string;
}

/** One ranked block of a member's sealed ballot; rank 1 is the most wanted. */
export interface RoundBallotTable {
  round_id: number;
  user_id: number;
  block_id: number;
  rank: number;
  updated_at: string;
}

/** A swap or gift offered between members (DECISIONS §19). */
/** A house code (DECISIONS §20), kept by admins in their order. */
export interface HouseCodeTable {
  id: Generated<number>;
  kind: 'door' | 'alarm' | 'wifi' | 'other';
  label: string;
  value: string;
  note: string;
  position: number;
  created_at: string;
  updated_at: string;
}

/** A time the server sent the codes to someone. */
export interface HouseCodeViewTable {
  id: Generated<number>;
  user_id: number;
  seen_at: string;
}

/** An item of the arrival or departure checklist (DECISIONS §20). */
export interface ChecklistItemTable {
  id: Generated<number>;
  list: 'arrival' | 'departure';
  text: string;
  /** 1 when the item asks for a number (a meter reading), else 0. */
  asks_number: number;
  /** The number's unit ("kWh"), or ''. */
  unit: string;
  position: number;
  /** When it was taken off the list; the runs that ticked it keep it. */
  removed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A booking's tick of an item: who, when, and the number it asked for. */
export interface ChecklistTickTable {
  id: Generated<number>;
  booking_id: number;
  item_id: number;
  user_id: number;
  value: number | null;
  ticked_at: string;
  /** The guest pass it was ticked with (the guest's tick, on the owner's booking). */
  guest_pass_id: number | null;
}

/** What the departure run says runs low and is broken. */
export interface DepartureNoteTable {
  booking_id: number;
  running_low: string;
  broken: string;
  user_id: number;
  updated_at: string;
}

/** A note in the house log: something broken or running low, until an admin marks it done. */
export interface HouseNoteTable {
  id: Generated<number>;
  kind: 'broken' | 'low';
  text: string;
  /** The photo's stored name, when there is one. */
  photo: string | null;
  user_id: number;
  created_at: string;
  done_at: string | null;
  done_by: number | null;
  /** The key the member's phone gave it: a note sent again is kept once. */
  client_key: string | null;
  /** The guest pass it was written with (a guest's note, under the pass's booking's owner). */
  guest_pass_id: number | null;
}

/** A set of the owners' shares, from a day on (DECISIONS §23); never changed once made. */
export interface ShareSetTable {
  id: Generated<number>;
  /** YYYY-MM-DD. */
  from_date: string;
  set_by: number | null;
  set_at: string;
}

/** An owner's share in a set, in hundredths of a percent. */
export interface OwnerShareTable {
  set_id: number;
  user_id: number;
  hundredths: number;
}

/** A cost the house paid (DECISIONS §23), or a correction of one (a negative amount). */
export interface CostTable {
  id: Generated<number>;
  what: string;
  /** In öre. */
  amount: number;
  /** YYYY-MM-DD. */
  day: string;
  kind: CostKind;
  split: SplitRule;
  /** The member who laid it out; null: the house's account. */
  paid_by: number | null;
  repeats: CostRepeat | null;
  /** The nights a split by person-nights counted, YYYY-MM-DD, both included. */
  period_from: string | null;
  period_to: string | null;
  /** The cost this one corrects. */
  corrects: number | null;
  /** The repeating cost this one is a coming of. */
  repeat_of: number | null;
  /** The receipt picture's file name among the receipts; null: none. */
  receipt: string | null;
  recorded_by: number | null;
  recorded_at: string;
}

/** A member's part of a cost, fixed when it was recorded, with what it was measured by. */
export interface CostPartTable {
  cost_id: number;
  user_id: number;
  /** In öre. */
  amount: number;
  weight: number;
  of_total: number;
  unit: PartUnit;
  /** Split by use: the whole kWh the member's stays used, and the price per kWh in öre. */
  kwh: number | null;
  kwh_price: number | null;
}

/** A monthly reminder of an open balance, sent (DECISIONS §23): once per member and month. */
export interface BalanceReminderTable {
  user_id: number;
  /** YYYY-MM. */
  month: string;
  sent_at: string;
}

/** A document of the house (DECISIONS §24), its file kept private among the documents. */
export interface DocumentTable {
  id: Generated<number>;
  title: string;
  kind: DocumentKind;
  audience: DocumentAudience;
  /** YYYY-MM-DD; null: it does not run out. */
  expires: string | null;
  /** A manual kept on the phone with the guides. */
  offline: Flag;
  /** The stored file's name among the documents. */
  file: string;
  format: DocumentFormat;
  /** In bytes. */
  size: number;
  /** A PDF's pages; null: a picture. */
  pages: number | null;
  added_by: number | null;
  added_at: string;
}

/** An expiry reminder sent to the admins (DECISIONS §24): once per document, expiry and days. */
export interface DocumentReminderTable {
  document_id: number;
  days: number;
  /** YYYY-MM-DD: the expiry it was sent for. */
  expires: string;
  sent_at: string;
}

/** A work day the admins proposed (DECISIONS §24); called off: `cancelled_at` set. */
export interface WorkDayTable {
  id: Generated<number>;
  /** YYYY-MM-DD. */
  day: string;
  title: string;
  note: Generated<string>;
  created_by: number | null;
  created_at: string;
  cancelled_by: number | null;
  cancelled_at: string | null;
}

/** A task of a work day, in its order; `spots` null: as many as come. */
export interface WorkTaskTable {
  id: Generated<number>;
  work_day_id: number;
  position: number;
  title: string;
  spots: number | null;
}

/** Who signed up for which task of a day: one task per member and day. */
export interface WorkSignupTable {
  work_day_id: number;
  task_id: number;
  user_id: number;
  signed_at: string;
}

/** A work day's reminder sent to one of its people: once per member and day. */
export interface WorkDayReminderTable {
  work_day_id: number;
  user_id: number;
  sent_at: string;
}

/** A recurring chore (DECISIONS §24): its RFC 5545 rule from its first day; ended: no more. */
/** An annual meeting (DECISIONS §24); `sent_at` once the minutes went to the checkers. */
export interface MeetingTable {
  id: Generated<number>;
  /** YYYY-MM-DD and HH:MM, house time. */
  day: string;
  time: string;
  place: string;
  video_link: string;
  /** YYYY-MM-DD: the last day motions are taken. */
  motion_deadline: string;
  called_by: number | null;
  called_at: string;
  sent_at: string | null;
  published_at: string | null;
}

/** An item of a meeting's agenda, in order: usual (`key`), written (`title`) or a motion. */
export interface MeetingItemTable {
  id: Generated<number>;
  meeting_id: number;
  position: number;
  key: string | null;
  title: string | null;
  motion_by: number | null;
  motion_title: string | null;
  motion_text: string | null;
  motion_at: string | null;
  decision: string | null;
  vote_rule: string | null;
  vote_basis: string | null;
  improvement_id: number | null;
  decided_by: number | null;
  decided_at: string | null;
}

/** An owner's vote on an item: yes, no or abstain. */
export interface MeetingVoteTable {
  item_id: number;
  user_id: number;
  vote: string;
}

/** One of the two who check a meeting's minutes, and when they approved. */
export interface MeetingCheckerTable {
  meeting_id: number;
  user_id: number;
  approved_at: string | null;
}

/** A device a member turned notifications on for (DECISIONS §25): its push service's address. */
export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  /** The device's keys (base64url): its P-256 public key and its authentication secret. */
  p256dh: string;
  auth: string;
  /** What the member's browser said it is ("Chrome on Android"). */
  label: string;
  created_at: string;
  last_sent_at: string | null;
}

/** A member's passkey (DECISIONS §26): a WebAuthn credential, its public key and counter. */
export interface PasskeyTable {
  id: Generated<number>;
  user_id: number;
  /** The credential's id, base64url. */
  credential_id: string;
  /** Its COSE public key, base64url. */
  public_key: string;
  /** The signature counter last seen (bigint: a string on PostgreSQL). */
  counter: number | string;
  /** JSON: the transports the browser named. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A guest pass (DECISIONS §26): who it is for, its token's hash, whether taken back. */
export interface GuestPassTable {
  id: Generated<number>;
  booking_id: number;
  token_hash: string;
  guest_name: string;
  email: string | null;
  created_by: number;
  created_at: string;
  revoked_at: string | null;
}

/** A use of a guest pass: what it opened or did, when. */
export interface GuestPassUseTable {
  id: Generated<number>;
  pass_id: number;
  what: string;
  at: string;
}

/** A challenge given for a passkey to sign: used once, within minutes. */
export interface WebauthnChallengeTable {
  challenge: string;
  /** `register` (the member adding a passkey) or `sign-in`. */
  purpose: string;
  user_id: number | null;
  expires_at: string;
}

/** An admin's recovery code, as its hash; each used once. */
export interface RecoveryCodeTable {
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** How a kind of notice reaches a member (DECISIONS §25): both, mail, push or off. */
export interface NoticeChannelTable {
  user_id: number;
  kind: string;
  channel: string;
}

/** SMHI's last answer for the house (DECISIONS §25): one row, id 1. */
export interface WeatherForecastTable {
  id: number;
  /** The position it was asked for, "latitude,longitude". */
  position: string;
  /** When the house last asked SMHI, and when SMHI last answered (ISO 8601). */
  asked_at: string;
  fetched_at: string | null;
  /** 1 when the last ask went unanswered: the forecast kept is older. */
  failed: number;
  /** The forecast as the house shows it (JSON: days, warnings, fire risk). */
  forecast: string;
}

/** A member told of one of SMHI's warnings (once per warning). */
export interface WeatherWarningNoticeTable {
  warning: string;
  user_id: number;
  sent_at: string;
}

/** A thickness of ice a member measured (DECISIONS §25). */
export interface IceNoteTable {
  id: Generated<number>;
  cm: number;
  place: string;
  measured_on: string;
  user_id: number;
  created_at: string;
}

/** A task of the spring opening or winter closing list (DECISIONS §24). */
export interface SeasonItemTable {
  id: Generated<number>;
  list: string;
  text: string;
  position: number;
  removed_at: string | null;
  created_at: string;
}

/** A list's run of a year: one a list and year. */
export interface SeasonRunTable {
  id: Generated<number>;
  list: string;
  year: number;
  started_by: number | null;
  started_at: string;
}

/** A task of a run, as the list had it then: who it is given to, who ticked it and when. */
export interface SeasonTaskTable {
  run_id: number;
  item_id: number;
  position: number;
  text: string;
  assigned_to: number | null;
  ticked_by: number | null;
  ticked_at: string | null;
}

export interface ChoreTable {
  id: Generated<number>;
  title: string;
  rrule: string;
  /** YYYY-MM-DD. */
  starts: string;
  created_by: number | null;
  created_at: string;
  ended_at: string | null;
}

/** A member who takes turns on a chore, in order. */
export interface ChoreMemberTable {
  chore_id: number;
  position: number;
  user_id: number;
}

/** One occurrence of a chore, given out ahead of its day. */
export interface ChoreOccurrenceTable {
  id: Generated<number>;
  chore_id: number;
  /** YYYY-MM-DD. */
  day: string;
  turn_of: number;
  doer: number;
  /** JSON: the ids of those who passed it on, in order. */
  passed_by: Generated<string>;
  repaid: Generated<Flag>;
  done_at: string | null;
  done_by: number | null;
  reminded_at: string | null;
}

/** A payment that settles balances: from a member (or the house's account, null) to another. */
export interface SettlementTable {
  id: Generated<number>;
  from_user: number | null;
  to_user: number | null;
  /** In öre. */
  amount: number;
  marked_by: number;
  marked_at: string;
  confirmed_by: number | null;
  confirmed_at: string | null;
}

/** A member's choice for a kind of reminder (none kept: at once). */
export interface MailChoiceTable {
  user_id: number;
  kind: string;
  choice: string;
}

/** A reminder a stay was sent (or, off, passed over): once per stay and kind. */
export interface ReminderSentTable {
  booking_id: number;
  kind: string;
  sent_at: string;
}

/** A reminder waiting for its member's weekly digest. */
export interface DigestItemTable {
  id: Generated<number>;
  user_id: number;
  booking_id: number;
  kind: string;
  created_at: string;
  sent_at: string | null;
}

/** A weekly digest sent: once per member and week. */
export interface DigestMailTable {
  user_id: number;
  /** The Monday of the week, YYYY-MM-DD. */
  week: string;
  sent_at: string;
}

export interface SwapTable {
  id: Generated<number>;
  from_user_id: number;
  to_user_id: number;
  booking_id: number;
  booking_stamp: string;
  their_booking_id: number | null;
  their_stamp: string | null;
  note: string;
  /** 1 when high season is involved: an admin approves. */
  needs_admin: number;
  status: SwapStatus;
  created_at: string;
  expires_at: string;
  decided_at: string | null;
}

/** What a member waits for (DECISIONS §19). */
export interface WishTable {
  id: Generated<number>;
  user_id: number;
  from_date: string;
  to_date: string;
  min_nights: number;
  status: WishStatus;
  created_at: string;
  updated_at: string;
  ended_at: string | null;
}

/** Freed dates offered to one wish, held until `expires_at` (the house's clock). */
export interface OfferTable {
  id: Generated<number>;
  wish_id: number;
  booking_id: number;
  from_date: string;
  to_date: string;
  status: OfferStatus;
  offered_at: string;
  expires_at: string;
  decided_at: string | null;
  option_id: number | null;
}

/** A member reminded to vote in a round on a house day (at most once a day). */
export interface RoundReminderTable {
  round_id: number;
  user_id: number;
  day: string;
  sent_at: string;
}

/** What a draw of a round is: waiting for the admins, confirmed, or discarded (kept on record). */
export type RoundDrawStatus = 'proposed' | 'confirmed' | 'discarded';

/** A draw made: what it was drawn from and the result it gave (JSON of the shared draw's). */
export interface RoundDrawTable {
  id: Generated<number>;
  round_id: number;
  /** 0 to 2³² − 1; a bigint on PostgreSQL, read back as a string there. */
  seed: number | string;
  status: RoundDrawStatus;
  /** The draw's whole input (ballots, standings, bookings held, caps, seed). */
  input: string;
  result: string;
  /** Who asked for it; null: the house's scheduled job. */
  drawn_by: number | null;
  drawn_at: string;
  decided_at: string | null;
}

/** Every table of the database, as Kysely sees it. */
export interface Database {
  users: UsersTable;
  invites: InvitesTable;
  password_resets: MailedLinksTable;
  /** Links that confirm an account's address. */
  email_confirmations: MailedLinksTable;
  settings: SettingsTable;
  guestbook_entries: GuestbookEntriesTable;
  guestbook_entry_tags: GuestbookEntryTagsTable;
  guides: GuidesTable;
  guide_sections: GuideSectionsTable;
  contacts: ContactsTable;
  contact_messages: ContactMessagesTable;
  improvements: ImprovementsTable;
  improvement_votes: ImprovementVotesTable;
  donations: DonationsTable;
  stay_plan: StayPlanTable;
  stay_option: StayOptionTable;
  booking: BookingTable;
  jobs: JobsTable;
  login_failures: LoginFailuresTable;
  rate_limits: RateLimitsTable;
  option_history: OptionHistoryTable;
  calendar_feeds: CalendarFeedsTable;
  login_trust: LoginTrustTable;
  photo_descriptions: PhotoDescriptionsTable;
  data_version: DataVersionTable;
  round: RoundTable;
  round_block: RoundBlockTable;
  round_ballot: RoundBallotTable;
  round_draw: RoundDrawTable;
  round_reminder: RoundReminderTable;
  wish: WishTable;
  offer: OfferTable;
  swap: SwapTable;
  house_code: HouseCodeTable;
  house_code_view: HouseCodeViewTable;
  checklist_item: ChecklistItemTable;
  checklist_tick: ChecklistTickTable;
  departure_note: DepartureNoteTable;
  house_note: HouseNoteTable;
  mail_choice: MailChoiceTable;
  reminder_sent: ReminderSentTable;
  digest_item: DigestItemTable;
  digest_mail: DigestMailTable;
  share_set: ShareSetTable;
  owner_share: OwnerShareTable;
  cost: CostTable;
  cost_part: CostPartTable;
  settlement: SettlementTable;
  balance_reminder: BalanceReminderTable;
  document: DocumentTable;
  document_reminder: DocumentReminderTable;
  work_day: WorkDayTable;
  work_task: WorkTaskTable;
  work_signup: WorkSignupTable;
  work_day_reminder: WorkDayReminderTable;
  push_subscription: PushSubscriptionTable;
  notice_channel: NoticeChannelTable;
  weather_forecast: WeatherForecastTable;
  weather_warning_notice: WeatherWarningNoticeTable;
  ice_note: IceNoteTable;
  passkey: PasskeyTable;
  webauthn_challenge: WebauthnChallengeTable;
  recovery_code: RecoveryCodeTable;
  guest_pass: GuestPassTable;
  guest_pass_use: GuestPassUseTable;
  season_item: SeasonItemTable;
  season_run: SeasonRunTable;
  season_task: SeasonTaskTable;
  meeting: MeetingTable;
  meeting_item: MeetingItemTable;
  meeting_vote: MeetingVoteTable;
  meeting_checker: MeetingCheckerTable;
  chore: ChoreTable;
  chore_member: ChoreMemberTable;
  chore_occurrence: ChoreOccurrenceTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

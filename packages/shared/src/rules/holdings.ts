import { hasAccess, type Access, type Standing } from './access.js';

/**
 * What a suspension, or a change that takes away what a holding needs (a move down a level,
 * admin rights removed), does to it (DECISIONS §22):
 * - `void`: it stops working for good, and a restore does not bring it back (sessions, mailed
 *   links, feed addresses, invite codes);
 * - `decline`: the house declines it with a reason, its history and a mail (requests);
 * - `withdraw`: it is taken back and stops counting (ballots, swap offers, votes);
 * - `end`: it ends, and what it held passes on (a wish: its open offer goes to the next in line).
 */
export type Release = 'void' | 'decline' | 'withdraw' | 'end';

/** One kind of thing an account makes or holds that acts for it while it lasts. */
export interface Holding {
  /** What the account must have, now, for it to work (DECISIONS §2's access). */
  needs: Access;
  /** Whether it works only for an account that may sign in (sample members may not). */
  signsIn: boolean;
  /** Where it is kept: the member columns (`table.column`) that name its account. */
  columns: readonly string[];
  /** What a suspension or a change that takes `needs` away does to it, in that change's transaction. */
  release: Release;
  /** Where the account is checked again when it is used (`app.holds`). */
  checkedWhen: string;
}

/**
 * Everything an account makes or holds that acts for it (DECISIONS §22, ARCHITECTURE convention
 * 13): the one list. A suspension or a move down releases every kind the account, as it is after
 * the change, may not hold (the API's releasers are a record over these keys, so a kind added here
 * without its releaser does not compile), and every use checks the account as it is then
 * (`standsBehind`). A member column of the database that is neither here nor in `MEMBER_RECORDS`
 * fails the API's test of this list.
 */
export const HOLDINGS = {
  session: {
    needs: 'user',
    signsIn: true,
    columns: [],
    release: 'void',
    checkedWhen: 'every request (the session epoch every token carries)',
  },
  link: {
    needs: 'user',
    signsIn: true,
    columns: ['password_resets.user_id', 'email_confirmations.user_id'],
    release: 'void',
    checkedWhen: 'a reset or a proof of the address, when its link is opened',
  },
  feed: {
    needs: 'booking',
    signsIn: true,
    columns: ['calendar_feeds.user_id'],
    release: 'void',
    checkedWhen: 'every fetch of the calendar address',
  },
  invite: {
    needs: 'trusted',
    signsIn: true,
    columns: ['invites.generated_by_user_id'],
    release: 'void',
    checkedWhen: 'a code checked or redeemed (its maker read then)',
  },
  request: {
    needs: 'booking',
    signsIn: false,
    columns: ['stay_plan.user_id'],
    release: 'decline',
    checkedWhen: 'an approval, one or in bulk',
  },
  ballot: {
    needs: 'booking',
    signsIn: false,
    columns: ['round_ballot.user_id'],
    release: 'withdraw',
    checkedWhen: "a round's draw and its confirmation",
  },
  wish: {
    needs: 'booking',
    signsIn: false,
    columns: ['wish.user_id'],
    release: 'end',
    checkedWhen: 'an offer of freed dates, and its claim',
  },
  swap: {
    needs: 'booking',
    signsIn: false,
    columns: ['swap.from_user_id', 'swap.to_user_id'],
    release: 'withdraw',
    checkedWhen: "a swap's acceptance and an admin's approval (both members)",
  },
  vote: {
    needs: 'verified',
    signsIn: false,
    columns: ['improvement_votes.user_id'],
    release: 'withdraw',
    checkedWhen: "a vote given (the voter's access)",
  },
  workday: {
    needs: 'booking',
    signsIn: false,
    columns: ['work_signup.user_id'],
    release: 'withdraw',
    checkedWhen:
      "a work day's reminder (its people read then); only days to come are withdrawn, the days worked stay counted",
  },
  chore: {
    needs: 'booking',
    signsIn: false,
    columns: ['chore_member.user_id', 'chore_occurrence.doer'],
    release: 'withdraw',
    checkedWhen:
      "a chore's occurrence given out, and its reminder (the member read then); the member leaves the turns and their occurrences to come pass on",
  },
  season: {
    needs: 'booking',
    signsIn: false,
    columns: ['season_task.assigned_to'],
    release: 'withdraw',
    checkedWhen:
      "a season's task ticked (the ticker read then); the member's tasks not yet ticked are given back to anyone",
  },
  push: {
    needs: 'booking',
    signsIn: true,
    columns: ['push_subscription.user_id'],
    release: 'end',
    checkedWhen: 'each push sent (its member read then); the devices are removed',
  },
  passkey: {
    needs: 'user',
    signsIn: true,
    columns: ['passkey.user_id', 'webauthn_challenge.user_id'],
    release: 'void',
    checkedWhen:
      'a sign-in with it (the account read then); a proof of the address ends it too (DECISIONS §14a, §26)',
  },
  second_factor: {
    needs: 'user',
    signsIn: true,
    columns: ['recovery_code.user_id'],
    release: 'void',
    checkedWhen:
      "a sign-in's second step (the account read then); a suspension turns the one-time code off with its recovery codes",
  },
  guest_pass: {
    needs: 'booking',
    signsIn: false,
    columns: ['guest_pass.created_by'],
    release: 'void',
    checkedWhen:
      'every use of the pass (its giver read then, its booking still held, within its window)',
  },
} as const satisfies Record<string, Holding>;

/** The kinds of what an account holds. */
export type Credential = keyof typeof HOLDINGS;
export const CREDENTIALS = Object.keys(HOLDINGS) as Credential[];

/**
 * Member columns that hold nothing acting for the account: what it did or was given, kept as a
 * record. Each says why a suspension or a move down leaves it as it is.
 */
export const MEMBER_RECORDS: Readonly<Record<string, string>> = {
  'booking.user_id':
    'A stay the house holds stays until its owner cancels it or an admin ends it (any booking, DECISIONS §22).',
  'booking.payment_confirmed_by': 'The admin who confirmed a payment: a record.',
  'users.invited_by_user_id': 'Who invited whom: a record.',
  'invites.used_by_user_id': 'Who used a code: a record.',
  'option_history.user_id': 'History is kept for ever (DECISIONS §16).',
  'option_history.actor_id': 'History is kept for ever (DECISIONS §16).',
  'guestbook_entries.user_id': 'An entry is signed with the name given when it was posted.',
  'contact_messages.user_id': 'A message sent to the house: a record.',
  'round.created_by': 'The admin who opened a round: a record.',
  'round_draw.drawn_by': 'The admin who asked for a draw: a record.',
  'round_reminder.user_id': 'When a member was reminded to vote: a record.',
  'house_code_view.user_id': 'Who saw the codes when (DECISIONS §20): a record.',
  'checklist_tick.user_id': 'Who ticked an item: a record of the stay.',
  'departure_note.user_id': 'Who wrote the departure note: a record of the stay.',
  'house_note.user_id': 'A note in the house log stays for the next family.',
  'house_note.done_by': 'The admin who marked a note done: a record.',
  'mail_choice.user_id': "The member's own choice of mail: kept for when they may read it again.",
  'digest_item.user_id':
    'A reminder for the weekly digest: sent only to a member who may sign in (reminders).',
  'digest_mail.user_id': 'A weekly digest sent: a record.',
  'owner_share.user_id':
    "An owner's share is part of the house, not a right of the account: it stays through a suspension until the admins set new shares (DECISIONS §23).",
  'share_set.set_by': 'The admin who set the shares: a record.',
  'cost.paid_by':
    'Who laid out a cost: what the house owes them stays through a suspension (DECISIONS §23).',
  'cost.recorded_by': 'The admin who recorded a cost: a record.',
  'document.added_by': 'The admin who added a document: a record.',
  'notice_channel.user_id': "A member's own choice of how notices reach them: kept as they chose.",
  'season_run.started_by': "The admin who started a season's run: a record.",
  'season_task.ticked_by': "Who ticked a season's task: a record of the year's run.",
  'meeting.called_by': 'The admin who called a meeting: a record.',
  'meeting_item.motion_by': 'Who sent a motion: a record of the meeting.',
  'meeting_item.decided_by': 'The admin who recorded a decision: a record.',
  'meeting_vote.user_id': "An owner's vote at a meeting: a record of the minutes.",
  'meeting_checker.user_id':
    'A checker of the minutes: an approval is checked against the account as it is now (a suspended checker cannot approve; the admins name another).',
  'work_day.created_by': 'The admin who proposed a work day: a record.',
  'chore.created_by': 'The admin who made a chore: a record.',
  'weather_warning_notice.user_id':
    "Which of SMHI's warnings a member was told of: a record, so none is told twice.",
  'ice_note.user_id':
    'An ice note stays for the next family on the lake, under the name of who measured.',
  'chore_occurrence.turn_of':
    'Whose turn an occurrence was: a record of the turns (the turns to come read who may take them now).',
  'chore_occurrence.done_by': 'Who marked an occurrence done: a record.',
  'chore_occurrence.passed_by':
    'Who passed a turn on (their ids): a record of the turns; a turn owed goes only to one who may take turns now.',
  'work_day.cancelled_by': 'The admin who called a work day off: a record.',
  'work_day_reminder.user_id':
    "A work day's reminder, sent: a record (sent only to a member who may plan stays now).",
  'settlement.from_user': "Who paid to settle up: a record of the house's money.",
  'settlement.to_user': "Who was paid when settling up: a record of the house's money.",
  'settlement.marked_by': 'Who marked a payment paid: a record.',
  'settlement.confirmed_by': 'Who confirmed a payment: a record.',
  'cost_part.user_id':
    "A member's part of a cost: what they owe or are owed stays through a suspension (DECISIONS §23).",
  'balance_reminder.user_id':
    'A monthly reminder of a balance owed, sent: a record (sent only to a member who may use the money now).',
};

/**
 * Whether an account, as it is now, still stands behind what it made or holds for `use`: nothing
 * of a suspended account works; each kind needs the access its row names, and an account that may
 * sign in when the row says so.
 */
export function standsBehind(standing: Standing, use: Credential): boolean {
  if (standing.suspended) return false;
  const holding: Holding = HOLDINGS[use];
  if (holding.signsIn && standing.login_disabled) return false;
  return hasAccess(standing, holding.needs);
}

/**
 * The kinds an account may not hold once a change has made it `after`: what the change releases
 * (a suspension every kind; a move down to verified what needs booking access or trust).
 * Releasing what was not held finds nothing, so it is not asked what the account held before.
 */
export const releasedBy = (after: Standing): Credential[] =>
  CREDENTIALS.filter((use) => !standsBehind(after, use));

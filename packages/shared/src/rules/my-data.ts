/**
 * What "Download my data" gives a member (DECISIONS §26): every member column of the database
 * either names rows that are the member's own (given, table by table, where the column is theirs)
 * or says why its rows are not theirs to take. The API's test holds this list to the database's
 * member columns, so a new table with a member column is not left out by anyone's forgetting.
 */
const OWN = 'own';
const actOnOthers =
  "An admin's act on another's stay, note or the house's records: those rows are theirs, or the house's.";
const secretLink = 'A mailed link: a secret, of no use to anyone once used or run out.';

export const MY_DATA: Readonly<Record<string, typeof OWN | { withheld: string }>> = {
  'password_resets.user_id': { withheld: secretLink },
  'email_confirmations.user_id': { withheld: secretLink },
  'calendar_feeds.user_id': {
    withheld: 'The calendar address is a secret; the profile shows it to its member.',
  },
  'invites.generated_by_user_id': OWN,
  'invites.used_by_user_id': OWN,
  'users.invited_by_user_id': {
    withheld: 'The members one invited: their accounts are theirs (the invite codes are given).',
  },
  'stay_plan.user_id': OWN,
  'booking.user_id': OWN,
  'booking.payment_confirmed_by': { withheld: actOnOthers },
  'option_history.user_id': OWN,
  'option_history.actor_id': { withheld: actOnOthers },
  'round_ballot.user_id': OWN,
  'round_reminder.user_id': OWN,
  'round.created_by': { withheld: actOnOthers },
  'round_draw.drawn_by': { withheld: actOnOthers },
  'wish.user_id': OWN,
  'swap.from_user_id': OWN,
  'swap.to_user_id': OWN,
  'improvement_votes.user_id': OWN,
  'guestbook_entries.user_id': OWN,
  'contact_messages.user_id': OWN,
  'house_code_view.user_id': OWN,
  'checklist_tick.user_id': OWN,
  'departure_note.user_id': OWN,
  'house_note.user_id': OWN,
  'house_note.done_by': { withheld: actOnOthers },
  'mail_choice.user_id': OWN,
  'digest_item.user_id': OWN,
  'digest_mail.user_id': OWN,
  'notice_channel.user_id': OWN,
  'push_subscription.user_id': OWN,
  'owner_share.user_id': OWN,
  'share_set.set_by': { withheld: actOnOthers },
  'cost.paid_by': OWN,
  'cost.recorded_by': { withheld: actOnOthers },
  'cost_part.user_id': OWN,
  'settlement.from_user': OWN,
  'settlement.to_user': OWN,
  'settlement.marked_by': { withheld: 'Given with the payment, as its payer or payee.' },
  'settlement.confirmed_by': { withheld: 'Given with the payment, as its payer or payee.' },
  'balance_reminder.user_id': OWN,
  'document.added_by': { withheld: actOnOthers },
  'work_day.created_by': { withheld: actOnOthers },
  'work_day.cancelled_by': { withheld: actOnOthers },
  'work_signup.user_id': OWN,
  'work_day_reminder.user_id': OWN,
  'chore.created_by': { withheld: actOnOthers },
  'chore_member.user_id': OWN,
  'chore_occurrence.turn_of': OWN,
  'chore_occurrence.doer': OWN,
  'chore_occurrence.done_by': OWN,
  'chore_occurrence.passed_by': OWN,
  'meeting.called_by': { withheld: actOnOthers },
  'meeting_item.motion_by': OWN,
  'meeting_item.decided_by': { withheld: actOnOthers },
  'meeting_vote.user_id': OWN,
  'meeting_checker.user_id': OWN,
  'season_run.started_by': { withheld: actOnOthers },
  'season_task.assigned_to': OWN,
  'season_task.ticked_by': OWN,
  'weather_warning_notice.user_id': OWN,
  'ice_note.user_id': OWN,
  'passkey.user_id': OWN,
  'guest_pass.created_by': OWN,
  'webauthn_challenge.user_id': {
    withheld: 'A challenge for a passkey to sign: a secret, of no use after minutes.',
  },
  'recovery_code.user_id': { withheld: 'Recovery codes open the account: secrets.' },
};

/**
 * Columns never given, in any table: what opens a door or sends to a device (hashes, codes, a
 * device's address and keys, the counters that void old sessions).
 */
export const MY_DATA_SECRETS = [
  'password_hash',
  'token_hash',
  'code',
  'endpoint',
  'p256dh',
  'auth',
  'session_epoch',
  'credential_epoch',
  'totp_secret',
  'totp_pending',
  'totp_last_step',
  'public_key',
] as const;

/** The tables given, each with the member columns that make a row the member's. */
export function myDataTables(): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const [column, rule] of Object.entries(MY_DATA)) {
    if (rule !== OWN) continue;
    const [table, name] = column.split('.') as [string, string];
    tables.set(table, [...(tables.get(table) ?? []), name]);
  }
  return tables;
}

/** What a closed account is shown as, where others still need it (their bookings, the history). */
export const FORMER_MEMBER = { first_name: 'A former member', last_name: '' } as const;

import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * The tables the stay views are made of (the booking page's plans, the approval panel): every
 * write to one of them gives the database a new data version, so an answer kept for the version
 * it was made at is never served after the data changed (decision 0050). Every other table is
 * named in `OUTSIDE_THE_STAY_VIEWS`, and a test holds the two lists to the schema.
 */
export const STAY_VIEW_TABLES = [
  'users',
  'invites',
  'settings',
  'stay_plan',
  'stay_option',
  'booking',
  'option_history',
] as const;

/** Tables no stay view reads, whose writes leave the data version alone. */
export const OUTSIDE_THE_STAY_VIEWS = [
  'password_resets',
  'email_confirmations',
  'guestbook_entries',
  'guestbook_entry_tags',
  'guides',
  'guide_sections',
  'contacts',
  'contact_messages',
  'improvements',
  'improvement_votes',
  'donations',
  'jobs',
  'login_failures',
  'rate_limits',
  'calendar_feeds',
  'login_trust',
  'photo_descriptions',
  'data_version',
  // 0017: a round's blocks and ballots; what it gives becomes bookings, which are in the views.
  'round',
  'round_block',
  'round_ballot',
  'round_draw',
  // 0018: who was reminded to vote, when.
  'round_reminder',
  // 0019: the waitlist; a claim is a request (an option), which is in the views.
  'wish',
  'offer',
  // 0020: offers of swaps and gifts; what they change is bookings, which are in the views.
  'swap',
  // 0021: the house codes and who saw them.
  'house_code',
  'house_code_view',
  // 0022: checklists, their ticks and departure notes, and the house log.
  'checklist_item',
  'checklist_tick',
  'departure_note',
  'house_note',
  // 0023: reminders by mail, the members' choices and their digests.
  'mail_choice',
  'reminder_sent',
  'digest_item',
  'digest_mail',
  // 0028–0030: the house's money: owners' shares, costs and their parts, payments settling up.
  'share_set',
  'owner_share',
  'cost',
  'cost_part',
  'settlement',
  // 0033: the monthly reminders of a balance owed, sent.
  'balance_reminder',
  // 0035: the house's documents and the expiry reminders sent.
  'document',
  'document_reminder',
  // 0036: work days, their tasks, who signed up, and the reminders sent.
  'work_day',
  'work_task',
  'work_signup',
  'work_day_reminder',
  // 0037: recurring chores, who takes turns, and each occurrence.
  'chore',
  'chore_member',
  'chore_occurrence',
  // 0038: annual meetings, their agendas with motions and decisions, the votes, the checkers.
  'meeting',
  'meeting_item',
  'meeting_vote',
  'meeting_checker',
  // 0039: the seasons' lists, their yearly runs, and each run's tasks.
  'season_item',
  'season_run',
  'season_task',
  // 0040: the devices members turned notifications on for.
  'push_subscription',
  // 0041: how each kind of notice reaches a member.
  'notice_channel',
  // 0042: SMHI's last answer for the house, the warnings' notices sent, and the ice notes.
  'weather_forecast',
  'weather_warning_notice',
  'ice_note',
  // 0043: passkeys, the challenges they sign, and the admins' recovery codes.
  'passkey',
  'webauthn_challenge',
  'recovery_code',
  // 0044: guest passes and their uses.
  'guest_pass',
  'guest_pass_use',
] as const;

/**
 * The data version (decision 0050): one row whose token changes, in the same transaction, with
 * every insert, update or delete on a table of `STAY_VIEW_TABLES`. Triggers do it, so no write
 * can forget it, whichever code makes it. The token is random, so a rolled-back write's token
 * never comes back for other data.
 */
export function dataVersion(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('data_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('token', 'text', (c) => c.notNull())
        .execute();
      if (engine === 'postgres') {
        await sql`insert into data_version (id, token) values (1, gen_random_uuid()::text)`.execute(
          db,
        );
        await sql`
          create function data_version_bump() returns trigger language plpgsql as $$
          begin
            update data_version set token = gen_random_uuid()::text where id = 1;
            return null;
          end $$
        `.execute(db);
      } else {
        await sql`insert into data_version (id, token) values (1, lower(hex(randomblob(16))))`.execute(
          db,
        );
      }
      await bumpDataVersionOnWrites(db, engine, STAY_VIEW_TABLES);
    },
  };
}

/**
 * The triggers that give the database a new data version after every insert, update or delete
 * on each of `tables` (once per statement on PostgreSQL, through `data_version_bump`; once per
 * row on SQLite), in the transaction of the write.
 */
export async function bumpDataVersionOnWrites(
  db: Kysely<unknown>,
  engine: Engine,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) {
    if (engine === 'postgres') {
      await sql
        .raw(
          `create trigger ${table}_data_version after insert or update or delete or truncate
           on ${table} for each statement execute function data_version_bump()`,
        )
        .execute(db);
      continue;
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `create trigger ${table}_data_version_${event} after ${event} on ${table}
           begin update data_version set token = lower(hex(randomblob(16))) where id = 1; end`,
        )
        .execute(db);
    }
  }
}

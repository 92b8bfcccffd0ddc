import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { initial } from './migrations/0001-initial.js';
import { staysBookedApart } from './migrations/0002-stays-booked-apart.js';
import { emailConfirmations } from './migrations/0003-email-confirmations.js';
import { datesInForm } from './migrations/0004-dates-in-form.js';
import { jobsAndLoginLimits } from './migrations/0005-jobs-and-login-limits.js';
import { staysAfterTheDecision } from './migrations/0006-stays-after-the-decision.js';
import { rateLimits } from './migrations/0007-rate-limits.js';
import { optionHistory } from './migrations/0008-option-history.js';
import { calendarFeeds } from './migrations/0009-calendar-feeds.js';
import { membersAndInvites } from './migrations/0010-members-and-invites.js';
import { languages } from './migrations/0011-languages.js';
import { credentialsFollowTheAccount } from './migrations/0012-credentials-follow-the-account.js';
import { photoDescriptions } from './migrations/0013-photo-descriptions.js';
import { bookings } from './migrations/0014-bookings.js';
import { reasonsByCode } from './migrations/0015-reasons-by-code.js';
import { dataVersion } from './migrations/0016-data-version.js';
import { highSeasonRounds } from './migrations/0017-high-season-rounds.js';
import { roundReminders } from './migrations/0018-round-reminders.js';
import { waitlist } from './migrations/0019-waitlist.js';
import { swaps } from './migrations/0020-swaps.js';
import { houseCodes } from './migrations/0021-house-codes.js';
import { checklistsAndHouseLog } from './migrations/0022-checklists-and-house-log.js';
import { reminders } from './migrations/0023-reminders.js';
import { feesAndParties } from './migrations/0024-fees-and-parties.js';
import { guestbookInTheDataVersion } from './migrations/0025-guestbook-in-the-data-version.js';
import { moneyFits } from './migrations/0026-money-fits.js';
import { notesKeptOnce } from './migrations/0027-notes-kept-once.js';
import { ownersAndShares } from './migrations/0028-owners-and-shares.js';
import { costs } from './migrations/0029-costs.js';
import { settlingUp } from './migrations/0030-settling-up.js';
import { repeatingCosts } from './migrations/0031-repeating-costs.js';
import { electricityByUse } from './migrations/0032-electricity-by-use.js';
import { balanceReminders } from './migrations/0033-balance-reminders.js';
import { costReceipts } from './migrations/0034-cost-receipts.js';
import { documents } from './migrations/0035-documents.js';
import { workDays } from './migrations/0036-work-days.js';
import { chores } from './migrations/0037-chores.js';
import { meetings } from './migrations/0038-meetings.js';
import { seasons } from './migrations/0039-seasons.js';
import { push } from './migrations/0040-push.js';
import { noticeChannels } from './migrations/0041-notice-channels.js';
import { weather } from './migrations/0042-weather.js';
import { whoGetsIn } from './migrations/0043-who-gets-in.js';
import { guestPasses } from './migrations/0044-guest-passes.js';
import { optionsByStatusAndPlan } from './migrations/0045-options-by-status-and-plan.js';

/** The migrations in order; names never change once released. */
function migrations(handle: DatabaseHandle): Record<string, Migration> {
  return {
    '0001-initial': initial(handle.engine),
    '0002-stays-booked-apart': staysBookedApart(handle.engine),
    '0003-email-confirmations': emailConfirmations(handle.engine),
    '0004-dates-in-form': datesInForm(handle.engine),
    '0005-jobs-and-login-limits': jobsAndLoginLimits(handle.engine),
    '0006-stays-after-the-decision': staysAfterTheDecision(handle.engine),
    '0007-rate-limits': rateLimits,
    '0008-option-history': optionHistory(handle.engine),
    '0009-calendar-feeds': calendarFeeds,
    '0010-members-and-invites': membersAndInvites,
    '0011-languages': languages,
    '0012-credentials-follow-the-account': credentialsFollowTheAccount,
    '0013-photo-descriptions': photoDescriptions,
    '0014-bookings': bookings(handle.engine),
    '0015-reasons-by-code': reasonsByCode,
    '0016-data-version': dataVersion(handle.engine),
    '0017-high-season-rounds': highSeasonRounds(handle.engine),
    '0018-round-reminders': roundReminders(handle.engine),
    '0019-waitlist': waitlist(handle.engine),
    '0020-swaps': swaps(handle.engine),
    '0021-house-codes': houseCodes(handle.engine),
    '0022-checklists-and-house-log': checklistsAndHouseLog(handle.engine),
    '0023-reminders': reminders(handle.engine),
    '0024-fees-and-parties': feesAndParties,
    '0025-guestbook-in-the-data-version': guestbookInTheDataVersion(handle.engine),
    '0026-money-fits': moneyFits(handle.engine),
    '0027-notes-kept-once': notesKeptOnce,
    '0028-owners-and-shares': ownersAndShares(handle.engine),
    '0029-costs': costs(handle.engine),
    '0030-settling-up': settlingUp(handle.engine),
    '0031-repeating-costs': repeatingCosts,
    '0032-electricity-by-use': electricityByUse,
    '0033-balance-reminders': balanceReminders,
    '0034-cost-receipts': costReceipts,
    '0035-documents': documents(handle.engine),
    '0036-work-days': workDays(handle.engine),
    '0037-chores': chores(handle.engine),
    '0038-meetings': meetings(handle.engine),
    '0039-seasons': seasons(handle.engine),
    '0040-push': push(handle.engine),
    '0041-notice-channels': noticeChannels,
    '0042-weather': weather(handle.engine),
    '0043-who-gets-in': whoGetsIn(handle.engine),
    '0044-guest-passes': guestPasses(handle.engine),
    '0045-options-by-status-and-plan': optionsByStatusAndPlan,
  };
}

/** The names of the migrations this release knows, in order. */
export const KNOWN_MIGRATIONS: readonly string[] = [
  '0001-initial',
  '0002-stays-booked-apart',
  '0003-email-confirmations',
  '0004-dates-in-form',
  '0005-jobs-and-login-limits',
  '0006-stays-after-the-decision',
  '0007-rate-limits',
  '0008-option-history',
  '0009-calendar-feeds',
  '0010-members-and-invites',
  '0011-languages',
  '0012-credentials-follow-the-account',
  '0013-photo-descriptions',
  '0014-bookings',
  '0015-reasons-by-code',
  '0016-data-version',
  '0017-high-season-rounds',
  '0018-round-reminders',
  '0019-waitlist',
  '0020-swaps',
  '0021-house-codes',
  '0022-checklists-and-house-log',
  '0023-reminders',
  '0024-fees-and-parties',
  '0025-guestbook-in-the-data-version',
  '0026-money-fits',
  '0027-notes-kept-once',
  '0028-owners-and-shares',
  '0029-costs',
  '0030-settling-up',
  '0031-repeating-costs',
  '0032-electricity-by-use',
  '0033-balance-reminders',
  '0034-cost-receipts',
  '0035-documents',
  '0036-work-days',
  '0037-chores',
  '0038-meetings',
  '0039-seasons',
  '0040-push',
  '0041-notice-channels',
  '0042-weather',
  '0043-who-gets-in',
  '0044-guest-passes',
  '0045-options-by-status-and-plan',
];

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  return migrateUpTo(handle);
}

/**
 * Applies the migrations up to and including `name` (all of them without it), as a database
 * made by an older release would have them. Returns the names applied now.
 */
export async function migrateUpTo(handle: DatabaseHandle, name?: string): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(handle) };
  // Kysely looks for its own tables across all schemas unless told which one is ours.
  const migrator = new Migrator({
    db: handle.db,
    provider,
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results } = await (name ? migrator.migrateTo(name) : migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

import {
  accessFlags,
  DEFAULT_HIGH_SEASON,
  displayName,
  FairShareBook,
  type FairShareTable,
  type SeasonPeriod,
  workDaysCounted,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSetting, settingKeys, writeSettings } from '../../db/settings.repository.js';
import { workDaysOfYear } from '../../db/work-days.repository.js';
import { listCountedBookings } from './bookings/bookings.repository.js';
import { listMembers, listRefusedPlans } from './fair-share.repository.js';
import { adminWrite, type Caller } from '../../plugins/caller.js';

type Db = Kysely<Database>;

/** The house's high-season periods: as the admins set them, or DECISIONS §16's. */
export const readHighSeason = async (db: Db): Promise<readonly SeasonPeriod[]> =>
  (await readSetting<SeasonPeriod[]>(db, settingKeys.highSeason)) ?? DEFAULT_HIGH_SEASON;

/** Every member's fair share in `years` (consecutive, oldest first): two reads, one pass. */
export async function readFairShares(db: Db, years: readonly number[]): Promise<FairShareBook> {
  const from = `${years[0]}-01-01`;
  const to = `${years[years.length - 1]}-12-31`;
  const [stays, refused, periods] = await Promise.all([
    listCountedBookings(db, from, to),
    listRefusedPlans(db, from, to),
    readHighSeason(db),
  ]);
  return new FairShareBook(years, stays, refused, periods);
}

/** The fair share (DECISIONS §16): high season as the admins set it, and every member's counts. */
export function fairShareService(app: FastifyInstance) {
  const thisYear = () => Number(app.clock.today().slice(0, 4));
  return {
    async highSeason() {
      return { periods: [...(await readHighSeason(app.db))] };
    },

    async setHighSeason(caller: Caller, periods: SeasonPeriod[]) {
      // Read by the stays' writes (a swap's need of an admin): written in their lock.
      await adminWrite(
        app,
        caller,
        (db) => writeSettings(db, { [settingKeys.highSeason]: periods }),
        'stays',
      );
      return { periods };
    },

    /** The caller's own share this year. */
    async own(caller: Caller) {
      const year = thisYear();
      return { share: (await readFairShares(app.db, [year])).of(caller.id, year) };
    },

    /**
     * The Fair share table of a year: every member who may book, and anyone else with something
     * counted that year, by name.
     */
    async table(year: number = thisYear()): Promise<FairShareTable> {
      const [book, members, worked] = await Promise.all([
        readFairShares(app.db, [year]),
        listMembers(app.db),
        workDaysOfYear(app.db, year),
      ]);
      const today = app.clock.today();
      const workDaysOf = (id: number) =>
        workDaysCounted(
          worked.filter((row) => row.user_id === id).map((row) => row.day),
          year,
          today,
        );
      const counted = new Set(book.membersIn(year));
      const rows = members
        .filter(
          (member) =>
            counted.has(member.id) ||
            accessFlags(member.access_level, app.isAdmin(member)).can_access_booking,
        )
        .map((member) => ({
          user_id: member.id,
          name: displayName(member),
          ...book.of(member.id, year),
          work_days: workDaysOf(member.id),
        }))
        .sort((a, b) => a.name.localeCompare(b.name, 'sv'));
      const current = thisYear();
      return { year, years: [current, current - 1], rows };
    },
  };
}

export type FairShareService = ReturnType<typeof fairShareService>;

import {
  CODE_CHANGE_NOTICE_DAYS,
  addDays,
  codesWindow,
  displayName,
  houseCodeMessages,
  toWireDate,
  type AdminHouseCodes,
  type HouseCodesInput,
  type HouseCodesView,
  type HouseTime,
} from '@stuga/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { heldStaysWithReaders } from '../../db/held-stays.repository.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { HttpError } from '../../lib/http-error.js';
import { codesChangedMail } from './codes.mail.js';
import {
  deleteCodes,
  insertCode,
  listCodes,
  updateCode,
  listViews,
  ownStaysFrom,
  recordView,
} from './codes.repository.js';

dayjs.extend(utc);
dayjs.extend(timezone);

type Db = Kysely<Database>;
const DAY_MS = 86_400_000;
/** How many of the latest views the admins' list shows. */
const VIEWS_LISTED = 200;

/**
 * The house codes (DECISIONS §20): sent by the server only to admins and to a member inside a
 * stay's window (00:00 the day before arrival to 12:00 on departure day, house time), each
 * sending kept; admins keep them, and a change is mailed to the members whose window is open or
 * opens within 14 days.
 */
export function houseCodesService(app: FastifyInstance) {
  const zone = app.config.timeZone;
  /** The instant a house time is, in the house's time zone (daylight saving included). */
  const instant = (time: HouseTime) =>
    dayjs.tz(`${time.day} ${String(time.hour).padStart(2, '0')}:00`, zone).toDate();
  /** A stay's window as instants. */
  const windowOf = (stay: { from_date: string; to_date: string }) => {
    const { opens, closes } = codesWindow({ from: stay.from_date, to: stay.to_date });
    return { stay, opensAt: instant(opens), closesAt: instant(closes) };
  };
  const present = (window: ReturnType<typeof windowOf>) => ({
    from: toWireDate(window.stay.from_date),
    to: toWireDate(window.stay.to_date),
    opens_at: window.opensAt.toISOString(),
    closes_at: window.closesAt.toISOString(),
  });

  async function adminView(db: Db): Promise<AdminHouseCodes> {
    const [codes, views] = await Promise.all([listCodes(db), listViews(db, VIEWS_LISTED)]);
    return {
      codes,
      views: views.map((view) => ({
        user_id: view.user_id,
        name: displayName(view),
        seen_at: view.seen_at,
      })),
    };
  }

  return {
    /**
     * The codes as the caller may read them now: an admin always; a member while a stay's window
     * is open, else nothing but when their next window opens. Each sending is kept.
     */
    async read(caller: { id: number; is_admin: boolean }): Promise<HouseCodesView> {
      const now = app.clock.now();
      let window: ReturnType<typeof windowOf> | null = null;
      if (!caller.is_admin) {
        // A stay whose departure day is today or later can still have its window open.
        const stays = await ownStaysFrom(app.db, caller.id, app.clock.dayOf(now));
        const windows = stays.map(windowOf).filter((w) => w.closesAt > now);
        window = windows.find((w) => w.opensAt <= now) ?? windows[0] ?? null;
      }
      const shown = caller.is_admin || (window !== null && window.opensAt <= now);
      if (!shown) return { shown: false, codes: [], window: window && present(window) };
      const codes = await listCodes(app.db);
      if (codes.length) await recordView(app.db, caller.id, now.toISOString());
      return { shown: true, codes, window: window && present(window) };
    },

    /** The codes and who saw them when, for admins. */
    adminView: () => adminView(app.db),

    /**
     * The admins' list of codes replaces the house's: kept codes by id, new ones added, those
     * left out removed. A new code or a changed value is mailed to each member whose window is
     * open or opens within 14 days, in their language, in the same transaction.
     */
    async save(input: HouseCodesInput): Promise<AdminHouseCodes> {
      return unitOfWork(app.database, async (db) => {
        const now = app.clock.now();
        const stamp = now.toISOString();
        const before = new Map((await listCodes(db)).map((code) => [code.id, code]));
        if (input.codes.some((code) => code.id !== undefined && !before.has(code.id))) {
          throw new HttpError(409, houseCodeMessages.unknown);
        }
        const kept = new Set(
          input.codes.flatMap((code) => (code.id === undefined ? [] : [code.id])),
        );
        const gone = [...before.keys()].filter((id) => !kept.has(id));
        if (gone.length) await deleteCodes(db, gone);
        const changed: string[] = [];
        for (const [position, code] of input.codes.entries()) {
          const values = {
            kind: code.kind,
            label: code.label,
            value: code.value,
            note: code.note,
            position,
            updated_at: stamp,
          };
          if (code.id === undefined) {
            await insertCode(db, { ...values, created_at: stamp });
            changed.push(code.label);
          } else {
            await updateCode(db, code.id, values);
            if (before.get(code.id)!.value !== code.value) changed.push(code.label);
          }
        }
        if (changed.length) await mailChange(db, changed, now);
        return adminView(db);
      });
    },
  };

  /** Mails the members whose window is open or opens within 14 days, once each. */
  async function mailChange(db: Db, labels: string[], now: Date) {
    const horizon = new Date(now.getTime() + CODE_CHANGE_NOTICE_DAYS * DAY_MS);
    const today = app.clock.dayOf(now);
    // Arrivals up to a day after the horizon's day can open within it (the day before arrival).
    const stays = await heldStaysWithReaders(db, today, addDays(app.clock.dayOf(horizon), 1));
    const told = new Set<number>();
    for (const stay of stays) {
      if (told.has(stay.user_id)) continue;
      const window = windowOf(stay);
      if (window.closesAt <= now || window.opensAt > horizon) continue;
      told.add(stay.user_id);
      await app.queueMail(
        db,
        codesChangedMail(
          stay,
          labels,
          window.opensAt <= now ? null : window.stay.from_date,
          app.config.publicUrl,
        ),
      );
    }
  }
}

export type HouseCodesService = ReturnType<typeof houseCodesService>;

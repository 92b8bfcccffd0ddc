import {
  addDays,
  displayName,
  fromWireDate,
  toWireDate,
  ICE_NOTES_SHOWN,
  isIceSeason,
  Refusal,
  WARNING_ARRIVING_DAYS,
  WEATHER_FETCH_EVERY_MS,
  weatherMessages,
  type HousePosition,
  type IceNoteInput,
  type IceNotes,
  type Position,
  type Weather,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { heldStaysWithReaders } from '../../db/held-stays.repository.js';
import type { Database } from '../../db/schema.js';
import { readSetting, settingKeys, writeSettings } from '../../db/settings.repository.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { mailLanguage } from '../../lib/mail-language.js';
import { adminWrite, writeAs, type Caller } from '../../plugins/caller.js';
import { askSmhi, NO_FORECAST, type Forecast } from './smhi.js';
import { warningNotice } from './weather.mail.js';
import {
  claimAsk,
  findForecast,
  forgetForecast,
  insertIceNote,
  keepForecast,
  latestIceNotes,
  markUnanswered,
  markWarningTold,
} from './weather.repository.js';

type Db = Kysely<Database>;

/** The job that asks SMHI once the position is set. */
const WEATHER_JOB = 'weather: ask';

const positionKey = (position: Position) => `${position.latitude},${position.longitude}`;
const readPosition = async (db: Db) =>
  (await readSetting<Position>(db, settingKeys.housePosition)) ?? null;

/**
 * The weather at the house (DECISIONS §25, decision 0074): the house asks SMHI at most once an
 * hour for its position, whatever the visitors (a chore, claimed once across processes); every
 * reader gets what it kept, with when SMHI answered, and never waits for SMHI. Warnings of yellow
 * or worse reach the members at the house or arriving within three days, once each. Members note
 * the ice in winter.
 */
export function weatherService(app: FastifyInstance) {
  /** Tells each member concerned of each warning they were not yet told of, in `db`. */
  async function tellOfWarnings(db: Db, forecast: Forecast) {
    if (!forecast.warnings.length) return;
    const today = app.clock.today();
    const readers = new Map(
      (await heldStaysWithReaders(db, today, addDays(today, WARNING_ARRIVING_DAYS))).map((stay) => [
        stay.user_id,
        { ...stay, language: mailLanguage(stay.language) },
      ]),
    );
    const at = app.clock.now().toISOString();
    for (const warning of forecast.warnings) {
      for (const reader of readers.values()) {
        const key = `${warning.id}:${warning.level}`;
        if (!(await markWarningTold(db, key, reader.user_id, at))) continue;
        await app.notify(db, warningNotice(reader, warning, app.config.publicUrl));
      }
    }
  }

  /** Asks SMHI when the last ask is an hour old (or was for another position); keeps the answer. */
  async function refresh() {
    const position = await readPosition(app.db);
    if (!position) return;
    const now = app.clock.now();
    const key = positionKey(position);
    const before = new Date(now.getTime() - WEATHER_FETCH_EVERY_MS).toISOString();
    const empty = JSON.stringify(NO_FORECAST);
    if (!(await claimAsk(app.db, key, now.toISOString(), before, empty))) return;
    let answer: Awaited<ReturnType<typeof askSmhi>>;
    try {
      answer = await askSmhi(app.config.smhi, position, now, app.config.timeZone);
    } catch (error) {
      app.log.warn({ err: error }, 'SMHI did not answer; the house shows the forecast it kept');
      await markUnanswered(app.db);
      return;
    }
    await unitOfWork(app.database, async (db) => {
      const row = await findForecast(db);
      const kept: Forecast = row?.position === key ? JSON.parse(row.forecast) : NO_FORECAST;
      const forecast: Forecast = {
        days: answer.days,
        warnings: answer.warnings ?? kept.warnings,
        fire_risk: answer.fire_risk === undefined ? kept.fire_risk : answer.fire_risk,
      };
      await keepForecast(db, key, now.toISOString(), JSON.stringify(forecast));
      await tellOfWarnings(db, forecast);
    });
  }

  app.jobs.define(WEATHER_JOB, { run: () => refresh(), retryDelaysMs: [] });

  /** The latest ice notes, and whether it is the season to ask. */
  async function ice(): Promise<IceNotes> {
    const rows = await latestIceNotes(app.db, ICE_NOTES_SHOWN);
    return {
      season: isIceSeason(app.clock.today()),
      notes: rows.map((row) => ({
        id: row.id,
        cm: row.cm,
        place: row.place,
        measured_on: toWireDate(row.measured_on),
        by: displayName(row),
      })),
    };
  }

  return {
    refresh,
    ice,

    /** What the house kept of SMHI's answer; never asks SMHI. */
    async read(): Promise<Weather> {
      const position = await readPosition(app.db);
      const row = await findForecast(app.db);
      const current = position !== null && row?.position === positionKey(position);
      const forecast: Forecast = current ? JSON.parse(row.forecast) : NO_FORECAST;
      const today = app.clock.today();
      return {
        placed: position !== null,
        fetched_at: current ? row.fetched_at : null,
        stale: current && row.failed === 1,
        days: forecast.days.filter((day) => day.day >= today),
        warnings: forecast.warnings.filter(
          (warning) => !warning.to || Date.parse(warning.to) > app.clock.now().getTime(),
        ),
        fire_risk: forecast.fire_risk?.day === today ? forecast.fire_risk : null,
      };
    },

    position: async (): Promise<HousePosition> => ({ position: await readPosition(app.db) }),

    /** An admin sets (or clears) the house's position; the next ask is for it, at once. */
    async setPosition(caller: Caller, input: HousePosition): Promise<HousePosition> {
      await adminWrite(app, caller, async (db) => {
        await writeSettings(db, { [settingKeys.housePosition]: input.position });
        await forgetForecast(db);
        // Asked a moment later by the worker, never on the admin's request.
        if (input.position) await app.jobs.add(db, WEATHER_JOB, {});
      });
      return { position: input.position };
    },

    /** A member notes the ice's thickness, measured today or before. */
    async addIce(caller: Caller, input: IceNoteInput): Promise<IceNotes> {
      const day = fromWireDate(input.measured_on);
      if (day > app.clock.today()) throw new Refusal(400, weatherMessages.iceDay);
      await writeAs(app, caller, 'booking', (db) =>
        insertIceNote(db, {
          ...input,
          measured_on: day,
          user_id: caller.id,
          created_at: app.clock.now().toISOString(),
        }),
      );
      return ice();
    },
  };
}

export type WeatherService = ReturnType<typeof weatherService>;

import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { point } from '@turf/helpers';
import {
  FORECAST_DAYS,
  WARNING_LEVELS,
  WEATHER_WAIT_MS,
  weatherKindOf,
  type ForecastDay,
  type Position,
  type WarningLevel,
  type Weather,
  type WeatherWarning,
} from '@stuga/shared';
import dayjs from 'dayjs';
import { z } from 'zod';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * SMHI's open data as the house reads it (DECISIONS §25, decision 0074): the point forecast
 * (`snow1g`), the fire risk (`fwif1g`, daily) and the impact-based warnings (`ibww`), each checked
 * against SMHI's documented format; an answer that does not match is no answer.
 */

/** SMHI writes 9999 for a value it does not have. */
const value = z
  .number()
  .nullish()
  .transform((n) => (n === null || n === undefined || n === 9999 ? null : n));

const ForecastAnswer = z.object({
  timeSeries: z.array(
    z.object({
      time: z.iso.datetime({ offset: true }),
      intervalParametersStartTime: z.iso.datetime({ offset: true }).nullish(),
      data: z.object({
        air_temperature: value,
        wind_speed: value,
        wind_speed_of_gust: value,
        precipitation_amount_mean: value,
        symbol_code: value,
      }),
    }),
  ),
});

const FireAnswer = z.object({
  timeSeries: z.array(
    z.object({
      validTime: z.iso.datetime({ offset: true }),
      parameters: z.array(z.object({ name: z.string(), values: z.array(z.number()) })),
    }),
  ),
});

const Words = z.object({ sv: z.string().nullish(), en: z.string().nullish() });
const Geometry = z.object({
  type: z.enum(['Polygon', 'MultiPolygon']),
  coordinates: z.array(z.any()),
});
const WarningsAnswer = z.array(
  z.object({
    event: Words,
    warningAreas: z.array(
      z.object({
        id: z.union([z.number(), z.string()]),
        approximateStart: z.string().nullish(),
        approximateEnd: z.string().nullish(),
        warningLevel: z.object({ code: z.string() }),
        eventDescription: Words.nullish(),
        descriptions: z.array(z.object({ text: Words })).nullish(),
        area: z.object({ geometry: Geometry.nullish() }).nullish(),
      }),
    ),
  }),
);

/** What the house keeps of SMHI's answers, as it shows them. */
export type Forecast = Pick<Weather, 'days' | 'warnings' | 'fire_risk'>;

export const NO_FORECAST: Forecast = { days: [], warnings: [], fire_risk: null };

const round1 = (n: number) => Math.round(n * 10) / 10;
/** The position as SMHI's paths take it: at most six decimals. */
const coords = (position: Position) =>
  `lon/${Number(position.longitude.toFixed(6))}/lat/${Number(position.latitude.toFixed(6))}`;

/** One of SMHI's answers as JSON, within the house's wait; anything else throws. */
async function ask(url: string): Promise<unknown> {
  const answer = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(WEATHER_WAIT_MS),
  });
  if (!answer.ok) throw new Error(`SMHI answered ${answer.status} for ${url}`);
  return answer.json();
}

type Entry = z.infer<typeof ForecastAnswer>['timeSeries'][number];

/** The forecast's days from `today` on in the house's time zone: high, low, rain, wind, sky. */
export function forecastDays(entries: Entry[], today: string, zone: string): ForecastDay[] {
  const byDay = new Map<string, Entry[]>();
  for (const entry of entries) {
    const day = dayjs(entry.time).tz(zone).format('YYYY-MM-DD');
    if (day < today) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(0, FORECAST_DAYS)
    .flatMap(([day, dayEntries]) => {
      const temperatures = dayEntries.flatMap((e) => e.data.air_temperature ?? []);
      if (!temperatures.length) return [];
      // The sky around midday: the entry nearest 12:00, house time.
      const noon = (e: Entry) => Math.abs(dayjs(e.time).tz(zone).hour() - 12);
      const midday = [...dayEntries].sort((a, b) => noon(a) - noon(b))[0]!;
      // Precipitation is a mean intensity (mm/h) over the hours since the entry before.
      const rain = dayEntries.reduce((sum, e) => {
        const hours = e.intervalParametersStartTime
          ? (Date.parse(e.time) - Date.parse(e.intervalParametersStartTime)) / 3_600_000
          : 1;
        return sum + (e.data.precipitation_amount_mean ?? 0) * Math.max(hours, 0);
      }, 0);
      const gusts = dayEntries.flatMap((e) => e.data.wind_speed_of_gust ?? []);
      return [
        {
          day,
          kind: weatherKindOf(midday.data.symbol_code ?? 0),
          high: round1(Math.max(...temperatures)),
          low: round1(Math.min(...temperatures)),
          rain_mm: round1(rain),
          wind: round1(Math.max(0, ...dayEntries.flatMap((e) => e.data.wind_speed ?? []))),
          gust: gusts.length ? round1(Math.max(...gusts)) : null,
        },
      ];
    });
}

const LEVELS: Record<string, WarningLevel> = { YELLOW: 'yellow', ORANGE: 'orange', RED: 'red' };

/** The warnings, yellow or worse, whose area holds the house and that have not ended. */
export function warningsAt(
  answer: z.infer<typeof WarningsAnswer>,
  position: Position,
  now: Date,
): WeatherWarning[] {
  const house = point([position.longitude, position.latitude]);
  const words = (w: z.infer<typeof Words> | null | undefined) => ({
    sv: w?.sv ?? w?.en ?? '',
    en: w?.en ?? w?.sv ?? '',
  });
  return answer
    .flatMap((warning) =>
      warning.warningAreas.flatMap((area) => {
        const level = LEVELS[area.warningLevel.code.toUpperCase()];
        const geometry = area.area?.geometry;
        if (!level || !geometry) return [];
        if (area.approximateEnd && Date.parse(area.approximateEnd) <= now.getTime()) return [];
        if (!booleanPointInPolygon(house, geometry as Parameters<typeof booleanPointInPolygon>[1]))
          return [];
        const said = area.descriptions?.[0]?.text;
        return [
          {
            id: String(area.id),
            level,
            event: words(area.eventDescription ?? warning.event),
            text: words(said),
            from: area.approximateStart ?? null,
            to: area.approximateEnd ?? null,
          },
        ];
      }),
    )
    .sort((a, b) => WARNING_LEVELS.indexOf(b.level) - WARNING_LEVELS.indexOf(a.level));
}

/** Today's fire risk class (1–6) from the daily fire risk forecast, or null out of season. */
export function fireRiskOn(
  answer: z.infer<typeof FireAnswer>,
  today: string,
  zone: string,
): Forecast['fire_risk'] {
  for (const entry of answer.timeSeries) {
    if (dayjs(entry.validTime).tz(zone).format('YYYY-MM-DD') !== today) continue;
    const risk = entry.parameters.find((p) => p.name === 'fwiindex')?.values[0];
    if (risk !== undefined && Number.isInteger(risk) && risk >= 1 && risk <= 6) {
      return { day: today, risk };
    }
  }
  return null;
}

/**
 * Asks SMHI for the house's forecast, warnings and fire risk, each within the house's wait. The
 * forecast must answer; the warnings and the fire risk, which SMHI serves apart, may fail alone:
 * each is then absent, and the house keeps what it had of it (never "no warnings" for "no answer").
 */
export async function askSmhi(
  base: { forecast: string; warnings: string },
  position: Position,
  now: Date,
  zone: string,
): Promise<Pick<Forecast, 'days'> & Partial<Omit<Forecast, 'days'>>> {
  const today = dayjs(now).tz(zone).format('YYYY-MM-DD');
  const [forecast, warnings, fire] = await Promise.allSettled([
    ask(
      `${base.forecast}/api/category/snow1g/version/1/geotype/point/${coords(position)}/data.json`,
    ),
    ask(`${base.warnings}/ibww/api/version/1/warning.json`),
    ask(
      `${base.forecast}/api/category/fwif1g/version/1/daily/geotype/point/${coords(position)}/data.json`,
    ),
  ]);
  if (forecast.status === 'rejected') throw forecast.reason;
  const days = forecastDays(ForecastAnswer.parse(forecast.value).timeSeries, today, zone);
  if (!days.length) throw new Error('SMHI’s forecast held no day from today on.');
  const parsedWarnings =
    warnings.status === 'fulfilled' ? WarningsAnswer.safeParse(warnings.value) : undefined;
  const parsedFire = fire.status === 'fulfilled' ? FireAnswer.safeParse(fire.value) : undefined;
  return {
    days,
    ...(parsedWarnings?.success && { warnings: warningsAt(parsedWarnings.data, position, now) }),
    ...(parsedFire?.success && { fire_risk: fireRiskOn(parsedFire.data, today, zone) }),
  };
}

import { msg } from '../i18n/said.js';
import {
  ICE_CM_MAX,
  ICE_PLACE_MAX,
  inSweden,
  SWEDEN_BOUNDS,
  WARNING_LEVELS,
  WEATHER_KINDS,
} from '../rules/weather.js';
import { z } from '../zod.js';
import { WireDateSchema } from './stays.js';

/** What the weather's calls say (DECISIONS §25). */
export const weatherMessages = {
  latitude: msg('api.weather.latitude', 'Give the latitude in degrees, from -90 to 90.'),
  longitude: msg('api.weather.longitude', 'Give the longitude in degrees, from -180 to 180.'),
  sweden: msg(
    'api.weather.sweden',
    `The house’s position must lie in Sweden: latitude ${SWEDEN_BOUNDS.south}–${SWEDEN_BOUNDS.north}, longitude ${SWEDEN_BOUNDS.west}–${SWEDEN_BOUNDS.east}.`,
    {
      south: SWEDEN_BOUNDS.south,
      north: SWEDEN_BOUNDS.north,
      west: SWEDEN_BOUNDS.west,
      east: SWEDEN_BOUNDS.east,
    },
  ),
  iceCm: msg('api.ice.cm', `Give the ice’s thickness in whole centimetres, 0 to ${ICE_CM_MAX}.`, {
    max: ICE_CM_MAX,
  }),
  icePlace: msg(
    'api.ice.place',
    `Say where you measured, in at most ${ICE_PLACE_MAX} characters.`,
    {
      max: ICE_PLACE_MAX,
    },
  ),
  iceDay: msg('api.ice.day', 'The ice is noted for today or a day before.'),
} as const;

const degrees = (limit: number, message: string) =>
  z.number({ error: message }).min(-limit, message).max(limit, message);

/** The house's position in degrees (WGS 84), within Sweden's bounds. */
export const PositionSchema = z
  .object({
    latitude: degrees(90, weatherMessages.latitude),
    longitude: degrees(180, weatherMessages.longitude),
  })
  .refine((position) => inSweden(position.latitude, position.longitude), weatherMessages.sweden);
export type Position = z.infer<typeof PositionSchema>;

/** `GET`/`PUT /api/admin/house-position`: the house's position, or none (no forecast). */
export const HousePositionSchema = z.object({ position: PositionSchema.nullable() });
export type HousePosition = z.infer<typeof HousePositionSchema>;

const Words = z.object({ sv: z.string(), en: z.string() });

/** A forecast day at the house, in its time zone. */
export const ForecastDaySchema = z.object({
  day: z.string(),
  /** The weather around midday, as one of the kinds the house shows. */
  kind: z.enum(WEATHER_KINDS),
  /** °C, the day's highest and lowest. */
  high: z.number(),
  low: z.number(),
  /** Millimetres of rain (or melted snow) over the day. */
  rain_mm: z.number(),
  /** The strongest mean wind in m/s, and the strongest gust. */
  wind: z.number(),
  gust: z.number().nullable(),
});
export type ForecastDay = z.infer<typeof ForecastDaySchema>;

/** A warning of SMHI's for the house's area, yellow or worse. */
export const WeatherWarningSchema = z.object({
  /** SMHI's id of the warning's area: one warning may cover several areas. */
  id: z.string(),
  level: z.enum(WARNING_LEVELS),
  event: Words,
  /** What SMHI says may happen, in both languages (empty when it says nothing). */
  text: Words,
  /** ISO 8601; null when SMHI gives none. */
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type WeatherWarning = z.infer<typeof WeatherWarningSchema>;

/** `GET /api/weather`: the forecast the house kept, never one fetched for the reader. */
export const WeatherSchema = z.object({
  /** Whether the admins gave the house's position (no position: no forecast). */
  placed: z.boolean(),
  /** When SMHI last answered for this position (ISO 8601), or null: not yet. */
  fetched_at: z.string().nullable(),
  /** Whether SMHI did not answer the last time the house asked: what shows is older. */
  stale: z.boolean(),
  days: z.array(ForecastDaySchema),
  warnings: z.array(WeatherWarningSchema),
  /** Today's fire risk class (1–6), or null: none given (out of season). */
  fire_risk: z.object({ day: z.string(), risk: z.number().int().min(1).max(6) }).nullable(),
});
export type Weather = z.infer<typeof WeatherSchema>;

/** `POST /api/ice`: a thickness measured on the lake. */
export const IceNoteInputSchema = z.object({
  cm: z
    .number({ error: weatherMessages.iceCm })
    .int(weatherMessages.iceCm)
    .min(0, weatherMessages.iceCm)
    .max(ICE_CM_MAX, weatherMessages.iceCm),
  place: z
    .string({ error: weatherMessages.icePlace })
    .trim()
    .min(1, weatherMessages.icePlace)
    .max(ICE_PLACE_MAX, weatherMessages.icePlace),
  measured_on: WireDateSchema,
});
export type IceNoteInput = z.infer<typeof IceNoteInputSchema>;

export const IceNoteSchema = z.object({
  id: z.number(),
  cm: z.number(),
  place: z.string(),
  measured_on: z.string(),
  by: z.string(),
});

/** `GET /api/ice`: the latest ice notes, and whether it is the season to ask. */
export const IceNotesSchema = z.object({ season: z.boolean(), notes: z.array(IceNoteSchema) });
export type IceNotes = z.infer<typeof IceNotesSchema>;

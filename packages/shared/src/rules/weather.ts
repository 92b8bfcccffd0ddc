/**
 * The weather at the house (DECISIONS §25): SMHI's point forecast, its warnings for the house's
 * area and the fire risk, read for the house's position.
 */

/**
 * Where SMHI's point forecast answers for a Swedish house: the box around Sweden (its
 * southernmost point is 55.34° N, its northernmost 69.06° N; west 10.96° E, east 24.17° E),
 * with a little sea around it for houses on the outer islands.
 */
export const SWEDEN_BOUNDS = { south: 55.0, north: 69.2, west: 10.5, east: 24.5 } as const;

/** Whether a position (degrees) lies within Sweden's bounds. */
export const inSweden = (latitude: number, longitude: number) =>
  latitude >= SWEDEN_BOUNDS.south &&
  latitude <= SWEDEN_BOUNDS.north &&
  longitude >= SWEDEN_BOUNDS.west &&
  longitude <= SWEDEN_BOUNDS.east;

/** How often the house asks SMHI at most, whatever the visitors: once an hour. */
export const WEATHER_FETCH_EVERY_MS = 60 * 60_000;
/** How long the house waits for SMHI before it shows what it kept. */
export const WEATHER_WAIT_MS = 5_000;
/** The days of forecast shown, today first. */
export const FORECAST_DAYS = 5;

/** SMHI's warning levels that reach members (yellow or worse), the mildest first. */
export const WARNING_LEVELS = ['yellow', 'orange', 'red'] as const;
export type WarningLevel = (typeof WARNING_LEVELS)[number];

/** A warning reaches members at the house and those arriving within these days. */
export const WARNING_ARRIVING_DAYS = 3;

/** SMHI's fire risk classes (the FWI index), 1 very low to 6 extremely high. */
export const FIRE_RISK_CLASSES = [1, 2, 3, 4, 5, 6] as const;
export type FireRiskClass = (typeof FIRE_RISK_CLASSES)[number];

/**
 * SMHI's weather symbols (`symbol_code`, 1–27) as the few kinds the house shows: each symbol's
 * kind, so a label and an icon follow from it.
 */
export const WEATHER_KINDS = [
  'clear',
  'partly',
  'cloudy',
  'fog',
  'showers',
  'rain',
  'thunder',
  'sleet',
  'snow',
] as const;
export type WeatherKind = (typeof WEATHER_KINDS)[number];

const SYMBOL_KINDS: Record<number, WeatherKind> = {
  1: 'clear',
  2: 'clear',
  3: 'partly',
  4: 'partly',
  5: 'cloudy',
  6: 'cloudy',
  7: 'fog',
  8: 'showers',
  9: 'showers',
  10: 'showers',
  11: 'thunder',
  12: 'sleet',
  13: 'sleet',
  14: 'sleet',
  15: 'snow',
  16: 'snow',
  17: 'snow',
  18: 'rain',
  19: 'rain',
  20: 'rain',
  21: 'thunder',
  22: 'sleet',
  23: 'sleet',
  24: 'sleet',
  25: 'snow',
  26: 'snow',
  27: 'snow',
};

/** The kind of one of SMHI's weather symbols; cloudy for a symbol the house does not know. */
export const weatherKindOf = (symbol: number): WeatherKind => SYMBOL_KINDS[symbol] ?? 'cloudy';

/** The ice notes' limits: a thickness in whole centimetres, and where it was measured. */
export const ICE_CM_MAX = 150;
export const ICE_PLACE_MAX = 80;
/** How many ice notes At the house shows, the latest first. */
export const ICE_NOTES_SHOWN = 5;

/**
 * Whether ice is asked about on a day (YYYY-MM-DD): in winter, November to April, the lakes of
 * the whole country may carry ice.
 */
export const isIceSeason = (day: string) => {
  const month = Number(day.slice(5, 7));
  return month >= 11 || month <= 4;
};

/**
 * The seasons' lists (DECISIONS §24): spring opening and winter closing, kept by the admins like
 * the arrival and departure lists, run once a year with each task given to someone.
 */
export const SEASON_LISTS = ['opening', 'closing'] as const;
export type SeasonList = (typeof SEASON_LISTS)[number];
export const SEASON_ITEMS_MAX = 40;
export const SEASON_TEXT_MAX = 200;

import {
  DEFAULT_BEDS,
  DEFAULT_FEE,
  DEFAULT_HOUSE_NAME,
  DEFAULT_PART_MAIL_OVER,
  NOTICE_WEEKS_DEFAULT,
  type MeetingSettings,
  type FeeSettings,
  type MoneySettings,
} from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** The keys of the settings table: content an admin or the sample data writes, as JSON. */
export const settingKeys = {
  about: 'about_content',
  message: 'sub_page_message',
  contactLocation: 'contact_location',
  /** How to give: `{ apps: string[], phone: string }` (the two payment apps and their number). */
  donationPayment: 'donation_payment',
  /** YYYY-MM-DD, or null: others' stays after it are hidden from members (DECISIONS §9). */
  planningHorizon: 'planning_horizon',
  /** The longest stay in nights (DECISIONS §14); unset: MAX_STAY_NIGHTS. */
  maxStayNights: 'max_stay_nights',
  /** The high-season periods, `SeasonPeriod[]` (DECISIONS §16); unset: DEFAULT_HIGH_SEASON. */
  highSeason: 'high_season',
  /** The house's name (DECISIONS §16); unset: DEFAULT_HOUSE_NAME. */
  houseName: 'house_name',
  /** What a stay costs, `FeeSettings` in öre (DECISIONS §21); unset: DEFAULT_FEE. */
  stayFee: 'stay_fee',
  /** The beds the house has (DECISIONS §21); unset: DEFAULT_BEDS. */
  beds: 'beds',
  /** The house's Swish number stays are paid to, as the admins wrote it; unset: none. */
  swish: 'swish_number',
  /** The money's settings, `MoneySettings` in öre (DECISIONS §23); unset: no price, the default. */
  money: 'money_settings',
  /** The annual meeting's settings, `MeetingSettings` (DECISIONS §24); unset: 4 weeks' notice. */
  meetings: 'meeting_settings',
  /** The house's VAPID keys, made on first start (DECISIONS §25): `{ publicKey, privateKey }`. */
  vapid: 'vapid_keys',
  /** The house's position, `Position` in degrees (DECISIONS §25); unset: no forecast. */
  housePosition: 'house_position',
  /** Whether every admin must use a one-time code, `{ required: boolean }` (DECISIONS §26); unset: no. */
  secondFactor: 'second_factor_rule',
  seededAt: 'seeded_at',
} as const;

export type SettingKey = (typeof settingKeys)[keyof typeof settingKeys];

const settingByKey = (db: Kysely<Database>, key: string) =>
  db.selectFrom('settings').select('value').where('key', '=', key).execute();

/** Reads one JSON setting, or undefined when it was never written. */
export async function readSetting<T>(
  db: Kysely<Database>,
  key: SettingKey,
): Promise<T | undefined> {
  const [row] = await settingByKey(db, key);
  return row ? (JSON.parse(row.value) as T) : undefined;
}

/** What a stay costs and the beds from read settings, the defaults filled (DECISIONS §21). */
const feeAndBeds = (value: (key: SettingKey) => unknown) => ({
  fee: { ...DEFAULT_FEE, ...((value(settingKeys.stayFee) as FeeSettings | undefined) ?? {}) },
  beds: (value(settingKeys.beds) as number | undefined) ?? DEFAULT_BEDS,
});

const planningRows = (db: Kysely<Database>) =>
  db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [
      settingKeys.planningHorizon,
      settingKeys.maxStayNights,
      settingKeys.stayFee,
      settingKeys.beds,
    ])
    .execute();

/**
 * The planning settings every plan view and date check needs (DECISIONS §9, §14, §21), in one
 * read: the horizon and the longest stay, each undefined when never written, and what a stay
 * costs and the beds, defaults filled.
 */
export async function readPlanningSettings(db: Kysely<Database>): Promise<{
  horizon: string | null | undefined;
  maxStayNights: number | undefined;
  fee: FeeSettings;
  beds: number;
}> {
  const rows = await planningRows(db);
  const value = (key: SettingKey) => {
    const row = rows.find((r) => r.key === key);
    return row ? JSON.parse(row.value) : undefined;
  };
  return {
    horizon: value(settingKeys.planningHorizon) as string | null | undefined,
    maxStayNights: value(settingKeys.maxStayNights) as number | undefined,
    ...feeAndBeds(value),
  };
}

/** Writes settings, replacing what they held. */
export async function writeSettings(
  db: Kysely<Database>,
  values: Partial<Record<SettingKey, unknown>>,
): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({
    key,
    value: JSON.stringify(value),
  }));
  if (!rows.length) return;
  await db
    .insertInto('settings')
    .values(rows)
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

/** The house's name as the admins set it, or the app's own. */
export const readHouseName = async (db: Kysely<Database>): Promise<string> =>
  (await readSetting<string>(db, settingKeys.houseName)) ?? DEFAULT_HOUSE_NAME;

const feeRows = (db: Kysely<Database>) =>
  db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [settingKeys.stayFee, settingKeys.beds, settingKeys.swish])
    .execute();

/** What a stay costs, the beds and the Swish number (DECISIONS §21), in one read, defaults filled. */
export async function readFeeSettings(db: Kysely<Database>): Promise<{
  fee: FeeSettings;
  beds: number;
  swish: string | null;
}> {
  const rows = await feeRows(db);
  const value = (key: SettingKey) => {
    const row = rows.find((r) => r.key === key);
    return row ? JSON.parse(row.value) : undefined;
  };
  return {
    ...feeAndBeds(value),
    swish: (value(settingKeys.swish) as string | null | undefined) ?? null,
  };
}

/** The money's settings (DECISIONS §23), the default filled: no price per kWh, mail over 500 kr. */
export async function readMoneySettings(db: Kysely<Database>): Promise<MoneySettings> {
  const kept = await readSetting<Partial<MoneySettings>>(db, settingKeys.money);
  return {
    kwh_price: kept?.kwh_price ?? null,
    part_mail_over: kept?.part_mail_over ?? DEFAULT_PART_MAIL_OVER,
  };
}

/** The annual meeting's settings (DECISIONS §24), the default filled: notice 4 weeks ahead. */
export async function readMeetingSettings(db: Kysely<Database>): Promise<MeetingSettings> {
  const kept = await readSetting<Partial<MeetingSettings>>(db, settingKeys.meetings);
  return { notice_weeks: kept?.notice_weeks ?? NOTICE_WEEKS_DEFAULT };
}

/** Writes a setting only if none is kept yet (two processes on first start keep the first). */
export async function keepSettingOnce(db: Kysely<Database>, key: SettingKey, value: unknown) {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Whether the house requires a one-time code of every admin (DECISIONS §26). */
export const readSecondFactorRequired = async (db: Kysely<Database>): Promise<boolean> =>
  (await readSetting<{ required: boolean }>(db, settingKeys.secondFactor))?.required === true;

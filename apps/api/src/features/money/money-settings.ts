import type { MoneySettings } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { readMoneySettings, settingKeys, writeSettings } from '../../db/settings.repository.js';
import { adminWrite, type Caller } from '../../plugins/caller.js';

/** The price per kWh and the part of a new cost over which a member is mailed (DECISIONS §23). */
export const moneySettings = (app: FastifyInstance): Promise<MoneySettings> =>
  readMoneySettings(app.db);

export async function setMoneySettings(
  app: FastifyInstance,
  caller: Caller,
  input: MoneySettings,
): Promise<MoneySettings> {
  // Read by the costs' writes (a split by use, the mails): in their lock.
  await adminWrite(app, caller, (db) => writeSettings(db, { [settingKeys.money]: input }), 'money');
  return readMoneySettings(app.db);
}

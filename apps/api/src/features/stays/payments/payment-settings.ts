import { type DonationSwish, type Fees } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import {
  readFeeSettings,
  readHouseName,
  settingKeys,
  writeSettings,
} from '../../../db/settings.repository.js';
import { LOCKED, swishFor, swishText } from '../../../lib/swish.js';
import { adminWrite, type Caller } from '../../../plugins/caller.js';

export async function fees(app: FastifyInstance): Promise<Fees> {
  const { fee, beds, swish } = await readFeeSettings(app.db);
  return { fee, beds, swish };
}

export async function setFees(app: FastifyInstance, caller: Caller, input: Fees): Promise<Fees> {
  // Read by the stays' writes (a booking's fee, the beds a party must fit): in their lock.
  await adminWrite(
    app,
    caller,
    (db) =>
      writeSettings(db, {
        [settingKeys.stayFee]: input.fee,
        [settingKeys.beds]: input.beds,
        [settingKeys.swish]: input.swish && input.swish.trim() ? input.swish.trim() : null,
      }),
    'stays',
  );
  app.pageFacts.forget();
  return fees(app);
}

/** How to give with Swish: the house's number, any amount, the house's name as message. */
export async function donationSwish(app: FastifyInstance): Promise<DonationSwish> {
  const [{ swish }, house] = await Promise.all([readFeeSettings(app.db), readHouseName(app.db)]);
  if (!swish) return { swish: null };
  return {
    swish: await swishFor({
      payee: swish,
      message: swishText(house),
      locked: LOCKED.payee,
    }),
  };
}

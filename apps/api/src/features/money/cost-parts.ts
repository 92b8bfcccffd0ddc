import {
  costMessages,
  personNights,
  splitByUsage,
  splitByWeights,
  stayUsage,
  WHOLE_HOUSE,
  type PartUnit,
  type ChosenSplit,
  type Weight,
} from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readMoneySettings } from '../../db/settings.repository.js';
import { HttpError } from '../../lib/http-error.js';
import { staysWithNights, type NewPart } from './costs.repository.js';
import { meterReadings } from './money.repository.js';
import { sharesOn } from '../../db/shares.repository.js';
import { existingAccounts } from './owners.repository.js';

/** What a cost's parts are worked out from. */
export interface ToSplit {
  /** In öre, more than 0. */
  amount: number;
  split: ChosenSplit;
  /** YYYY-MM-DD. */
  day: string;
  /** The nights counted by person-nights, the departures by use: YYYY-MM-DD, both included. */
  period: { first: string; last: string };
  /** Each member's part in öre, split by amounts. */
  amounts?: readonly { user_id: number; amount: number }[];
}

/** A split by what split can be weighed (all but by use). */
type Weighed = ToSplit & { split: Exclude<ChosenSplit, 'usage'> };

/** The weights a split divides by, what they are measured in, and their whole. */
async function weightsOf(
  db: Kysely<Database>,
  cost: Weighed,
): Promise<{ weights: Weight[]; unit: PartUnit; of: number }> {
  switch (cost.split) {
    case 'shares':
    case 'equal': {
      const owners = await sharesOn(db, cost.day);
      if (owners.length === 0) throw new HttpError(409, costMessages.noOwners);
      return cost.split === 'shares'
        ? {
            weights: owners.map((owner) => ({ member: owner.user_id, weight: owner.hundredths })),
            unit: 'percent',
            of: WHOLE_HOUSE,
          }
        : {
            weights: owners.map((owner) => ({ member: owner.user_id, weight: 1 })),
            unit: 'owners',
            of: owners.length,
          };
    }
    case 'nights': {
      const stays = await staysWithNights(db, cost.period.first, cost.period.last);
      const weights = personNights(
        stays.map((stay) => ({
          member: stay.user_id,
          from: stay.from_date,
          to: stay.to_date,
          people: Number(stay.people),
        })),
        cost.period.first,
        cost.period.last,
      );
      if (weights.length === 0) throw new HttpError(409, costMessages.noNights);
      return {
        weights,
        unit: 'person_nights',
        of: weights.reduce((sum, { weight }) => sum + weight, 0),
      };
    }
    case 'amounts': {
      const amounts = (cost.amounts ?? []).filter((part) => part.amount > 0);
      const known = await existingAccounts(
        db,
        amounts.map((part) => part.user_id),
      );
      if (known.size !== amounts.length) throw new HttpError(400, costMessages.noMember);
      return {
        weights: amounts.map((part) => ({ member: part.user_id, weight: part.amount })),
        unit: 'amount',
        of: cost.amount,
      };
    }
  }
}

/**
 * An electricity bill's parts by what each stay departing in its period used (the checklists'
 * readings, in whole kWh) × the price per kWh of the settings, the rest by the owners' shares on
 * its day (`splitByUsage`). Refused without a price, or with a rest and no owners.
 */
async function partsByUse(db: Kysely<Database>, cost: ToSplit): Promise<NewPart[]> {
  const { kwh_price: price } = await readMoneySettings(db);
  if (price === null) throw new HttpError(409, costMessages.noPrice);
  const { first, last } = cost.period;
  const [readings, owners] = await Promise.all([
    meterReadings(db, first, last),
    sharesOn(db, cost.day),
  ]);
  const memberOf = new Map(readings.map(({ row }) => [row.booking_id, row.user_id]));
  const used = stayUsage(readings.map(({ reading }) => reading))
    .filter((stay) => stay.day >= first && stay.day <= last)
    .map((stay) => ({ member: memberOf.get(stay.booking)!, weight: Math.round(stay.kwh) }));
  const parts = splitByUsage(
    cost.amount,
    price,
    used,
    owners.map((owner) => ({ member: owner.user_id, weight: owner.hundredths })),
  );
  if (parts.length === 0) throw new HttpError(409, costMessages.noOwners);
  const totalKwh = parts.reduce((sum, part) => sum + part.kwh, 0);
  // The stays used the whole bill or more: it is split by the kWh alone, nothing left to shares.
  const allByUse = totalKwh * price >= Math.abs(cost.amount);
  return parts.map((part) => ({
    user_id: part.member,
    amount: part.amount,
    weight: allByUse ? part.kwh : part.share,
    of_total: allByUse ? totalKwh : WHOLE_HOUSE,
    unit: allByUse ? 'kwh' : 'usage',
    kwh: part.kwh,
    kwh_price: price,
  }));
}

/**
 * Each member's part of a cost, exactly in öre (DECISIONS §23): by the owners' shares on its day,
 * equally among those owners, by the person-nights of the stays in its period, by the amounts
 * given, or (electricity) by what each stay used; with what each part was measured by. Refused
 * when there is nobody to split it among.
 */
export async function partsFor(db: Kysely<Database>, cost: ToSplit): Promise<NewPart[]> {
  if (cost.split === 'usage') return partsByUse(db, cost);
  const { weights, unit, of } = await weightsOf(db, cost as Weighed);
  const byMember = new Map(weights.map(({ member, weight }) => [member, weight]));
  return splitByWeights(cost.amount, weights).map((part) => ({
    user_id: part.member,
    amount: part.amount,
    weight: byMember.get(part.member) ?? 0,
    of_total: of,
    unit,
    kwh: null,
    kwh_price: null,
  }));
}

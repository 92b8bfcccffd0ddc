import {
  costMessages,
  personNights,
  splitByWeights,
  WHOLE_HOUSE,
  type PartUnit,
  type ChosenSplit,
  type Weight,
} from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { staysWithNights, type NewPart } from './costs.repository.js';
import { existingAccounts, sharesOn } from './owners.repository.js';

/** What a cost's parts are worked out from. */
export interface ToSplit {
  /** In öre, more than 0. */
  amount: number;
  split: ChosenSplit;
  /** YYYY-MM-DD. */
  day: string;
  /** The nights counted by person-nights, YYYY-MM-DD, both included. */
  period: { first: string; last: string };
  /** Each member's part in öre, split by amounts. */
  amounts?: readonly { user_id: number; amount: number }[];
}

/** The weights a split divides by, what they are measured in, and their whole. */
async function weightsOf(
  db: Kysely<Database>,
  cost: ToSplit,
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
 * Each member's part of a cost, exactly in öre (DECISIONS §23): by the owners' shares on its day,
 * equally among those owners, by the person-nights of the stays in its period, or by the amounts
 * given; with what each part was measured by. Refused when there is nobody to split it among.
 */
export async function partsFor(db: Kysely<Database>, cost: ToSplit): Promise<NewPart[]> {
  const { weights, unit, of } = await weightsOf(db, cost);
  const byMember = new Map(weights.map(({ member, weight }) => [member, weight]));
  return splitByWeights(cost.amount, weights).map((part) => ({
    user_id: part.member,
    amount: part.amount,
    weight: byMember.get(part.member) ?? 0,
    of_total: of,
    unit,
  }));
}

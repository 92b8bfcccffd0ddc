import {
  displayName,
  joinedName,
  fromWireDate,
  ownerMessages,
  shareSetOn,
  sharesSum,
  toHundredths,
  toPercent,
  toWireDate,
  WHOLE_HOUSE,
  type OwnerSharesRequest,
  type Owners,
  type OwnersChangeResponse,
  type ShareSet,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { adminWrite, type Caller } from '../../plugins/caller.js';
import {
  addShareSet,
  existingAccounts,
  listShares,
  listShareSets,
  type ShareRow,
  type ShareSetRow,
} from './owners.repository.js';

/** A set as the admins read it, its owners by their share. */
function setOf(row: ShareSetRow, shares: readonly ShareRow[]): ShareSet {
  return {
    id: row.id,
    from: toWireDate(row.from_date),
    set_at: row.set_at,
    set_by: row.set_by === null ? null : joinedName(row.setter_first ?? '', row.setter_last),
    owners: shares
      .filter((share) => share.set_id === row.id)
      .map((share) => ({
        user_id: share.user_id,
        name: displayName(share),
        percent: toPercent(share.hundredths),
      })),
  };
}

/**
 * The house's owners and their shares (DECISIONS §23): set by the admins as a whole, from a day
 * on, summing to 100 %; every set kept, so the shares on any day are known again.
 */
export function ownersService(app: FastifyInstance) {
  async function view(): Promise<Owners> {
    const [sets, shares] = await Promise.all([listShareSets(app.db), listShares(app.db)]);
    const current = shareSetOn(sets, app.clock.today());
    return {
      current: current ? setOf(current, shares) : null,
      history: sets.map((set) => setOf(set, shares)),
    };
  }

  return {
    view,

    /**
     * Sets the owners' shares from a day on. Refused unless they make exactly 100 % and each owner
     * is an account of the house (read inside the write, with the admin read again).
     */
    async set(caller: Caller, request: OwnerSharesRequest): Promise<OwnersChangeResponse> {
      const owners = request.owners.map((owner) => ({
        userId: owner.user_id,
        hundredths: toHundredths(owner.percent),
      }));
      const sum = owners.reduce((total, owner) => total + owner.hundredths, 0);
      if (sum !== WHOLE_HOUSE) throw new HttpError(400, sharesSum(sum));
      await adminWrite(app, caller, async (db) => {
        const known = await existingAccounts(
          db,
          owners.map((owner) => owner.userId),
        );
        if (known.size !== owners.length) throw new HttpError(400, ownerMessages.noMember);
        await addShareSet(db, {
          fromDate: fromWireDate(request.from),
          setBy: caller.id,
          setAt: app.clock.now().toISOString(),
          owners,
        });
      });
      return { message: 'The shares are set.', ...(await view()) };
    },
  };
}

export type OwnersService = ReturnType<typeof ownersService>;

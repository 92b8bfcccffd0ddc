import { costMessages } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { checkedPicture } from '../../lib/images/pictures.js';
import { adminWrite, type Caller } from '../../plugins/caller.js';
import { findCost, setReceipt } from './costs.repository.js';

/**
 * A cost's receipt picture (DECISIONS §23), by an admin: decoded before it is kept, kept private
 * among the receipts and only ever sent resized, without its metadata, at a signed address that
 * runs out. A new picture replaces the old, whose file goes once the cost names the new one.
 */
export async function addReceipt(
  app: FastifyInstance,
  caller: Caller,
  id: number,
  upload: { filename: string; content: Buffer },
): Promise<void> {
  if (!(await findCost(app.db, id))) throw new HttpError(404, costMessages.none);
  const name = await checkedPicture(upload.filename, upload.content);
  await app.images.add('receipt', name, upload.content);
  const before = await adminWrite(
    app,
    caller,
    async (db) => {
      const cost = await findCost(db, id);
      if (!cost) throw new HttpError(404, costMessages.none);
      await setReceipt(db, id, name);
      return cost.receipt;
    },
    'money',
  );
  if (before && before !== name) await app.images.remove('receipt', before);
}

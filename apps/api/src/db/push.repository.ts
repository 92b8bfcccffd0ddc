import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

/** A member's devices with notifications on, the newest first. */
export const devicesOf = (db: Db, userId: number) =>
  db
    .selectFrom('push_subscription')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** A device turned on, or turned on again (the same address: now the caller's, keys renewed). */
export async function putDevice(
  db: Db,
  device: {
    user_id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    label: string;
    created_at: string;
  },
) {
  await db
    .insertInto('push_subscription')
    .values(device)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: device.user_id,
        p256dh: device.p256dh,
        auth: device.auth,
        label: device.label,
        created_at: device.created_at,
        last_sent_at: null,
      }),
    )
    .execute();
}

export const findDevice = (db: Db, id: number) =>
  db.selectFrom('push_subscription').selectAll().where('id', '=', id).executeTakeFirst();

export const removeDevice = (db: Db, id: number, userId?: number) => {
  let query = db.deleteFrom('push_subscription').where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
};

export const markSent = (db: Db, id: number, at: string) =>
  db.updateTable('push_subscription').set({ last_sent_at: at }).where('id', '=', id).execute();

/** Every device of a member removed (DECISIONS §22: what a suspension ends). */
export async function removeDevicesOf(db: Db, userId: number): Promise<number> {
  const result = await db
    .deleteFrom('push_subscription')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A member's chosen channels, by kind (kinds not chosen are absent). */
export const channelsOf = (db: Db, userId: number) =>
  db
    .selectFrom('notice_channel')
    .select(['kind', 'channel'])
    .where('user_id', '=', userId)
    .execute();

/** A member's channel for one kind, if chosen. */
export const channelOf = async (db: Db, userId: number, kind: string) =>
  (
    await db
      .selectFrom('notice_channel')
      .select('channel')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst()
  )?.channel;

/** Writes a member's channels, replacing what they chose before. */
export async function writeChannels(
  db: Db,
  userId: number,
  channels: readonly { kind: string; channel: string }[],
) {
  if (!channels.length) return;
  await db
    .deleteFrom('notice_channel')
    .where('user_id', '=', userId)
    .where(
      'kind',
      'in',
      channels.map((row) => row.kind),
    )
    .execute();
  await db
    .insertInto('notice_channel')
    .values(channels.map((row) => ({ user_id: userId, ...row })))
    .execute();
}

import { createECDH } from 'node:crypto';
import {
  channelFor,
  NOTICE_KINDS,
  pushMessages,
  type Channels,
  type ChannelsInput,
  type DeviceInput,
  type Devices,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import {
  channelsOf,
  devicesOf,
  putDevice,
  removeDevice,
  writeChannels,
} from '../../db/push.repository.js';
import { HttpError } from '../../lib/http-error.js';
import { writeAs, type Caller } from '../../plugins/caller.js';

/** A P-256 public key a device's pushes can be encrypted to (a point on the curve). */
function encryptable(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * A member's devices with notifications on (DECISIONS §25): turned on from the browser on each
 * (its push service must be one the house sends to, its keys able to encrypt), listed, removed.
 */
export function pushService(app: FastifyInstance) {
  async function view(userId: number): Promise<Devices> {
    const [publicKey, devices] = await Promise.all([
      app.push.publicKey(),
      devicesOf(app.db, userId),
    ]);
    return {
      public_key: publicKey,
      devices: devices.map(({ id, label, endpoint, created_at, last_sent_at }) => ({
        id,
        label,
        endpoint,
        created_at,
        last_sent_at,
      })),
    };
  }

  async function channels(userId: number): Promise<Channels> {
    const chosen = new Map(
      (await channelsOf(app.db, userId)).map((row) => [row.kind, row.channel]),
    );
    return {
      channels: Object.fromEntries(
        NOTICE_KINDS.map((kind) => [kind, channelFor(chosen.get(kind))]),
      ) as Channels['channels'],
    };
  }

  return {
    devices: (caller: Caller) => view(caller.id),

    channels: (caller: Caller) => channels(caller.id),

    /** Sets the kinds given; a kind left out (a page older than the kind) keeps its choice. */
    async setChannels(caller: Caller, input: ChannelsInput): Promise<Channels> {
      await writeAs(app, caller, 'booking', (db) =>
        writeChannels(
          db,
          caller.id,
          NOTICE_KINDS.flatMap((kind) => {
            const channel = input.channels[kind];
            return channel ? [{ kind, channel }] : [];
          }),
        ),
      );
      return channels(caller.id);
    },

    async add(caller: Caller, input: DeviceInput): Promise<Devices> {
      if (!app.push.serves(input.endpoint)) throw new HttpError(400, pushMessages.endpoint);
      if (!encryptable(input.keys.p256dh)) throw new HttpError(400, pushMessages.keys);
      await writeAs(app, caller, 'booking', (db) =>
        putDevice(db, {
          user_id: caller.id,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh.replace(/=+$/, ''),
          auth: input.keys.auth.replace(/=+$/, ''),
          label: input.label ?? '',
          created_at: app.clock.now().toISOString(),
        }),
      );
      return view(caller.id);
    },

    async remove(caller: Caller, id: number): Promise<Devices> {
      const removed = await writeAs(app, caller, 'booking', (db) =>
        removeDevice(db, id, caller.id),
      );
      if (Number(removed.numDeletedRows) === 0) throw new HttpError(404, pushMessages.none);
      return view(caller.id);
    },
  };
}

export type PushService = ReturnType<typeof pushService>;

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { channelFor, sendsMail, sendsPush, type NoticeKind } from '@stuga/shared';
import { channelOf, devicesOf, findDevice, markSent, removeDevice } from '../db/push.repository.js';
import type { Database } from '../db/schema.js';
import {
  keepSettingOnce,
  readHouseName,
  readSetting,
  settingKeys,
} from '../db/settings.repository.js';
import type { Mail } from './mail.js';
import { findUserById } from '../db/users.repository.js';

/** What a push says (DECISIONS §25): what happened, and the screen it opens; never a code. */
export interface PushNotice {
  title: string;
  body: string;
  /** The path of the screen the tap opens (`/waitlist`). */
  url: string;
  /** Pushes of one tag replace each other on the device. */
  tag: string;
}

/**
 * A notice to one member (DECISIONS §25): its mail and its push, each sent as the member chose
 * for its kind; `once` names the event, so its push is queued once.
 */
export interface Notice {
  userId: number;
  kind: NoticeKind;
  mail: Mail | null;
  push: Omit<PushNotice, 'title'>;
  once?: string;
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The queued push to one device. */
interface PushJob {
  device: number;
  notice: PushNotice;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      /** The house's VAPID public key, as browsers subscribe with it. */
      publicKey(): Promise<string>;
      /** Whether a push service's address is one the house sends to (`PUSH_SERVICES`). */
      serves(endpoint: string): boolean;
      /**
       * Queues a push to each of a member's devices, in `db` (the transaction of what causes it):
       * sent once whatever the processes, retried; `once` names the event, so a second queueing
       * of it adds nothing.
       */
      queue(db: Kysely<Database>, userId: number, notice: PushNotice, once?: string): Promise<void>;
    };
    /**
     * Sends a notice by the member's channel for its kind: its mail queued (the outbox), its push
     * queued to each device, titled with the house's name; in `db`, the transaction of its cause.
     */
    notify(db: Kysely<Database>, notice: Notice): Promise<void>;
  }
}

/** A push service's host is one of `PUSH_SERVICES`, or under one. */
export function servedBy(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return false;
  return services.some((service) => {
    const [host, port] = service.split(':');
    if (port !== undefined && url.port !== port) return false;
    return url.hostname === host || url.hostname.endsWith(`.${host}`);
  });
}

/**
 * Web Push (DECISIONS §25, RFC 8030/8291/8292): the house's VAPID keys (given by configuration,
 * else made on first start and kept in the database, the same for every process), and the job
 * that sends a queued push to one device: encrypted for it and signed by `web-push`, posted to its
 * push service; a device the service says is gone (404, 410) is removed, any other failure tried
 * again. Register it after the jobs plugin.
 */
export const pushPlugin = fp(async (app: FastifyInstance) => {
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () =>
    (keys ??= (async () => {
      if (app.config.vapid) return app.config.vapid;
      const kept = await readSetting<VapidKeys>(app.db, settingKeys.vapid);
      if (kept) return kept;
      await keepSettingOnce(app.db, settingKeys.vapid, webpush.generateVAPIDKeys());
      return (await readSetting<VapidKeys>(app.db, settingKeys.vapid))!;
    })().catch((error: unknown) => {
      keys = undefined;
      throw error;
    }));
  const contact = app.config.contactEmails[0] ?? app.config.adminEmails[0];
  const subject = contact
    ? `mailto:${contact}`
    : `mailto:no-reply@${new URL(app.config.publicUrl).hostname}`;
  const serves = (endpoint: string) => servedBy(endpoint, app.config.pushServices);

  app.jobs.define<PushJob>('push', {
    async run({ device: id, notice }) {
      const device = await findDevice(app.db, id);
      if (!device || !serves(device.endpoint)) return;
      const owner = await findUserById(app.db, device.user_id);
      if (!owner || !app.holds(owner, 'push')) return;
      const details = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(notice),
        { vapidDetails: { subject, ...(await vapid()) }, TTL: 24 * 3600, urgency: 'high' },
      );
      const answer = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers,
        body: details.body as Uint8Array,
        signal: AbortSignal.timeout(10_000),
      });
      if (answer.status === 404 || answer.status === 410) {
        await removeDevice(app.db, id);
        return;
      }
      if (!answer.ok) throw new Error(`The push service answered ${answer.status}.`);
      await markSent(app.db, id, new Date(app.clock.now()).toISOString());
    },
    retryDelaysMs: app.config.mailRetryMs,
    keep: ({ device, notice }) => ({ device, title: notice.title }),
  });

  const queue = async (db: Kysely<Database>, userId: number, notice: PushNotice, once?: string) => {
    for (const device of await devicesOf(db, userId)) {
      await app.jobs.add(
        db,
        'push',
        { device: device.id, notice },
        once ? { dedupeKey: `push:${once}:${device.id}` } : {},
      );
    }
  };
  app.decorate('notify', async (db: Kysely<Database>, notice: Notice) => {
    const channel = channelFor(await channelOf(db, notice.userId, notice.kind));
    if (notice.mail && sendsMail(channel)) await app.queueMail(db, notice.mail);
    if (sendsPush(channel)) {
      const title = await readHouseName(db);
      await queue(db, notice.userId, { title, ...notice.push }, notice.once);
    }
  });

  app.decorate('push', {
    publicKey: async () => (await vapid()).publicKey,
    serves,
    queue,
  });
});

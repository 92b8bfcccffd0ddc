import { msg } from '../i18n/said.js';
import { CHANNELS, NOTICE_KINDS, type NoticeKind } from '../rules/notices.js';
import { z } from '../zod.js';
import { idParamsSchema } from './fields.js';

/** What the notifications' calls say (DECISIONS §25). */
export const pushMessages = {
  endpoint: msg(
    'api.push.endpoint',
    'This browser’s push service is not one the house sends notifications to.',
  ),
  keys: msg('api.push.keys', 'The browser gave keys that cannot encrypt a notification.'),
  label: msg('api.push.label', 'A device’s name is at most 80 characters.'),
  none: msg('api.push.none', 'No such device of yours.'),
} as const;

const base64url = (bytes: number) =>
  z
    .string({ error: pushMessages.keys })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`), pushMessages.keys);

/** `POST /api/profile/devices`: a browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const DeviceInputSchema = z.object({
  endpoint: z.string({ error: pushMessages.endpoint }).max(2000, pushMessages.endpoint),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, { error: pushMessages.keys }),
  label: z.string({ error: pushMessages.label }).trim().max(80, pushMessages.label).default(''),
});
export type DeviceInput = z.input<typeof DeviceInputSchema>;

export const DeviceParamsSchema = idParamsSchema(pushMessages.none);

/** A member's devices with notifications on, and the key the browser subscribes with. */
export const DevicesSchema = z.object({
  /** The house's VAPID public key (base64url). */
  public_key: z.string(),
  devices: z.array(
    z.object({
      id: z.number(),
      label: z.string(),
      /** The address of its push service, so the browser knows the device it is on. */
      endpoint: z.string(),
      /** ISO 8601. */
      created_at: z.string(),
      last_sent_at: z.string().nullable(),
    }),
  ),
});
export type Devices = z.infer<typeof DevicesSchema>;

const channelMessage = msg('api.push.channel', 'Choose mail, push, both or off for each kind.');

/** `GET`/`PUT /api/profile/channels`: how each kind of notice comes. */
export const ChannelsSchema = z.object({
  channels: z.object(
    Object.fromEntries(
      NOTICE_KINDS.map((kind) => [kind, z.enum(CHANNELS, { error: channelMessage })]),
    ) as Record<NoticeKind, z.ZodEnum<{ both: 'both'; mail: 'mail'; push: 'push'; off: 'off' }>>,
    { error: channelMessage },
  ),
});
export type Channels = z.infer<typeof ChannelsSchema>;

/**
 * `PUT /api/profile/channels`: the kinds to set. A kind left out keeps its choice, so a page
 * loaded before a new kind existed still saves the others.
 */
export const ChannelsInputSchema = z.object({
  channels: z.object(
    Object.fromEntries(
      NOTICE_KINDS.map((kind) => [kind, z.enum(CHANNELS, { error: channelMessage }).optional()]),
    ) as Record<
      NoticeKind,
      z.ZodOptional<z.ZodEnum<{ both: 'both'; mail: 'mail'; push: 'push'; off: 'off' }>>
    >,
    { error: channelMessage },
  ),
});
export type ChannelsInput = z.infer<typeof ChannelsInputSchema>;

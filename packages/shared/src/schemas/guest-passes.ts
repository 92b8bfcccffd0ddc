import { msg } from '../i18n/said.js';
import { z } from '../zod.js';
import { HouseCodeSchema } from './house-codes.js';
import { HouseNoteSchema, RunItemSchema } from './house.js';
import { idParamsSchema } from './fields.js';

/** What guest passes say when they refuse (DECISIONS §26). */
export const guestPassMessages = {
  name: msg('api.guest.name', 'Give the guest’s name, at most 80 characters.'),
  email: msg('api.guest.email', 'Give a valid email address, or none.'),
  none: msg('api.guest.none', 'No such guest pass.'),
  over: msg('api.guest.over', 'This stay’s days are over: no pass can be given for it.'),
  tooMany: msg('api.guest.tooMany', 'A stay can have at most 20 guest passes.'),
} as const;

/** `POST /api/bookings/:id/guest-passes`: who the pass is for, and where to mail it. */
export const GuestPassInputSchema = z.object({
  guest_name: z
    .string({ error: guestPassMessages.name })
    .trim()
    .min(1, guestPassMessages.name)
    .max(80, guestPassMessages.name),
  email: z
    .string({ error: guestPassMessages.email })
    .trim()
    .max(254, guestPassMessages.email)
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+$/.test(value), guestPassMessages.email)
    .transform((value) => (value === '' ? null : value.toLowerCase()))
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type GuestPassInput = z.input<typeof GuestPassInputSchema>;

/** A pass as its booking lists it: when it opens and closes, and each use. */
export const GuestPassSchema = z.object({
  id: z.number(),
  guest_name: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  opens_at: z.string(),
  closes_at: z.string(),
  uses: z.number(),
  last_used_at: z.string().nullable(),
});
export type GuestPass = z.infer<typeof GuestPassSchema>;
export const GuestPassListSchema = z.object({ passes: z.array(GuestPassSchema) });

/** A pass just given: its link and QR code, shown (and mailed) this once. */
export const GuestPassGivenSchema = z.object({
  pass: GuestPassSchema,
  link: z.string(),
  /** An SVG picture of the link's QR code, as a data address. */
  qr: z.string(),
});
export type GuestPassGiven = z.infer<typeof GuestPassGivenSchema>;

export const GuestPassParamsSchema = z.object({
  id: idParamsSchema(guestPassMessages.none).shape.id,
  pass: idParamsSchema(guestPassMessages.none).shape.id,
});

/** A guide as a guest reads it: its title and sections. */
const GuestGuideSchema = z.object({
  title: z.string(),
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      content: z.string(),
      pictures: z.array(z.string()),
    }),
  ),
});

/**
 * `GET /api/guest`: what a pass opens (DECISIONS §26): the guest's name, the host's first name and
 * the stay; within its window the guides, the house codes, the booking's checklists and the house
 * log, with no member's name; before it, when it opens.
 */
export const GuestViewSchema = z.object({
  guest_name: z.string(),
  host: z.string(),
  stay: z.object({ from: z.string(), to: z.string() }),
  opens_at: z.string(),
  closes_at: z.string(),
  open: z.boolean(),
  guides: z.array(GuestGuideSchema),
  codes: z.array(HouseCodeSchema),
  arrival: z.array(RunItemSchema),
  departure: z.array(RunItemSchema),
  house_log: z.array(HouseNoteSchema),
});
export type GuestView = z.infer<typeof GuestViewSchema>;

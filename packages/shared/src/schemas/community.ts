import { msg } from '../i18n/said.js';
import { z } from '../zod.js';
import { normaliseTags, tagsProblem } from '../rules/tags.js';
import {
  CONTACT_MESSAGE_MIN,
  CONTACT_SUBJECTS,
  GUESTBOOK_MAX_PAGE_SIZE,
  GUESTBOOK_MESSAGE_MAX,
  GUESTBOOK_PAGE_SIZE,
  type GUIDE_TYPES,
} from '../limits.js';

/** One guestbook entry (SPEC §3). */
export const GuestbookEntrySchema = z.object({
  id: z.number(),
  /** Empty when the writer left it out; shown as 'Anonymous'. */
  name: z.string(),
  /** Markdown. */
  message: z.string(),
  tags: z.array(z.string()),
  /** ISO 8601. */
  created_at: z.string(),
});
export type GuestbookEntry = z.infer<typeof GuestbookEntrySchema>;

export const GuestbookListSchema = z.object({
  entries: z.array(GuestbookEntrySchema),
  /** Pass as `cursor` for the next, older page; null when this page is the last. */
  next_cursor: z.string().nullable(),
  /** What the reader may do here: leave a message, filter by tag (`guestbookAbilities`). */
  can: z.object({ post: z.boolean(), filter: z.boolean() }),
});
export type GuestbookList = z.infer<typeof GuestbookListSchema>;
export const GuestbookEntryResponseSchema = z.object({ entry: GuestbookEntrySchema });
export type GuestbookEntryResponse = z.infer<typeof GuestbookEntryResponseSchema>;

/** `GET /api/guestbook?tags=a,b&cursor=…&limit=…`: newest first, a page at a time. */
/** How many entries a page may hold, said by code (DECISIONS §17). */
const PAGE_SIZE_MESSAGE = msg(
  'api.community.pageSize',
  `A page holds 1 to ${GUESTBOOK_MAX_PAGE_SIZE} entries.`,
  { max: GUESTBOOK_MAX_PAGE_SIZE },
);

export const GuestbookQuerySchema = z.object({
  /** Comma-joined tags; entries with any of them. */
  tags: z.string().max(400).optional(),
  /** Where the previous page ended: its `next_cursor`. */
  cursor: z
    .string()
    .max(200, msg('api.community.badCursor', 'This page link is not valid.'))
    .optional(),
  /** Entries per page. */
  limit: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(GUESTBOOK_MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE)
    .default(GUESTBOOK_PAGE_SIZE),
});

/** `POST /api/guestbook`: the checks the form makes, made again on the server. */
export const GuestbookPostSchema = z
  .object({
    name: z
      .string()
      .trim()
      .max(100, msg('api.community.nameLong', 'A name can be at most 100 characters'))
      .nullish(),
    message: z
      .string({ error: msg('api.community.message', 'Please write a message') })
      .trim()
      .min(1, msg('api.community.message', 'Please write a message'))
      .max(
        GUESTBOOK_MESSAGE_MAX,
        msg(
          'api.community.messageMax',
          `A message can be at most ${GUESTBOOK_MESSAGE_MAX} characters`,
          {
            max: GUESTBOOK_MESSAGE_MAX,
          },
        ),
      ),
    tags: z
      .union([z.array(z.string().max(200)).max(50), z.string().max(2000)])
      .nullish()
      .transform((tags) => normaliseTags(tags ?? undefined)),
  })
  .superRefine((post, context) => {
    const problem = tagsProblem(post.tags);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['tags'] });
  });
export type GuestbookPost = z.input<typeof GuestbookPostSchema>;

export const GuestbookTagsSchema = z.object({
  tags: z.array(z.object({ name: z.string(), count: z.number() })),
});
export type GuestbookTags = z.infer<typeof GuestbookTagsSchema>;

const requiredSection = msg('api.guide.sectionRequired', 'ID, Title, and Content are required');

/** A guide section (SPEC §3). */
export const GuideSectionSchema = z.object({
  /** A slug, unique in its guide; read-only once created. */
  id: z
    .string({ error: requiredSection })
    .trim()
    .min(1, requiredSection)
    .max(60, msg('api.community.idLong', 'An ID can be at most 60 characters'))
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      msg('api.community.idSlug', 'An ID is a slug: lower-case letters, digits and hyphens'),
    ),
  title: z.string({ error: requiredSection }).trim().min(1, requiredSection).max(200),
  /** Markdown. */
  content: z.string({ error: requiredSection }).trim().min(1, requiredSection).max(20000),
  /** Image addresses: paths under /p/ on this host, or https addresses. */
  images: z
    .array(
      z
        .string()
        .trim()
        .max(500)
        .regex(
          /^(\/p\/[\w./-]+|https:\/\/[^\s"'<>]+)$/,
          msg('api.community.image', 'An image is a /p/… path or an https address'),
        ),
    )
    .max(20, msg('api.community.images', 'At most 20 images'))
    .default([]),
});
export type GuideSection = z.infer<typeof GuideSectionSchema>;

/** A section as a reader gets it: its stored image paths, and where to load each picture. */
export const GuideSectionViewSchema = GuideSectionSchema.extend({
  /**
   * One address per image, in the same order: a /p/ path becomes a signed, expiring address
   * of the resized picture (the browser adds `&w=`); an https address stays as it is.
   */
  pictures: z.array(z.string()),
  /** What the reader may do with it (`sectionAbilities`). */
  can: z.object({ edit: z.boolean(), remove: z.boolean() }),
});
export type GuideSectionView = z.infer<typeof GuideSectionViewSchema>;

export type GuideType = (typeof GUIDE_TYPES)[number];

export const GuideSchema = z.object({
  title: z.string(),
  description: z.string(),
  sections: z.array(GuideSectionViewSchema),
  /** What the reader may do with the guide: add a section (`guideAbilities`). */
  can: z.object({ add: z.boolean() }),
});
export type Guide = z.infer<typeof GuideSchema>;

export const GuideSectionResponseSchema = z.object({ section: GuideSectionSchema });
export type GuideSectionResponse = z.infer<typeof GuideSectionResponseSchema>;

/** `POST /api/contact`: the form's checks, made again on the server. */
export const ContactMessageSchema = z.object({
  name: z
    .string({ error: msg('api.auth.requiredFields', 'Please fill in all required fields.') })
    .trim()
    .min(1, msg('api.auth.requiredFields', 'Please fill in all required fields.'))
    .max(200),
  email: z
    .string({ error: msg('api.auth.requiredFields', 'Please fill in all required fields.') })
    .trim()
    .min(1, msg('api.auth.requiredFields', 'Please fill in all required fields.'))
    .max(254)
    .regex(/@/, msg('api.auth.invalidEmail', 'Please enter a valid email address.')),
  subject: z.enum(CONTACT_SUBJECTS, {
    error: msg('api.community.subject', 'Please select a subject'),
  }),
  message: z
    .string({ error: msg('api.auth.requiredFields', 'Please fill in all required fields.') })
    .trim()
    .min(1, msg('api.auth.requiredFields', 'Please fill in all required fields.'))
    .min(
      CONTACT_MESSAGE_MIN,
      msg('api.community.messageShort', 'Message must be at least 10 characters'),
    )
    .max(5000, msg('api.community.messageLong', 'A message can be at most 5000 characters')),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactPersonSchema = z.object({
  name: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  description: z.string().nullable(),
});

/** `GET /api/contact-info`. */
export const ContactInfoSchema = z.object({
  contacts: z.array(ContactPersonSchema),
  location: z.object({ name: z.string(), address: z.string(), description: z.string() }).nullable(),
});
export type ContactInfo = z.infer<typeof ContactInfoSchema>;

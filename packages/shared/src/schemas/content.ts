import { msg, said } from '../i18n/said.js';
import { z } from '../zod.js';
import { PHOTO_KINDS } from '../limits.js';

/** A titled paragraph of the About page. */
export const AboutCardSchema = z.object({
  /** Card heading. */
  title: z.string().min(1),
  /** Card text. */
  description: z.string().min(1),
});

/** `GET /api/content`: the About page (SPEC §2, §3). */
export const ContentSchema = z.object({
  /** The term and what it means. */
  definition: z.object({ term: z.string().min(1), definition: z.string().min(1) }),
  /** The about block with its three cards. */
  about: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    house: AboutCardSchema,
    setting: AboutCardSchema,
    technology: AboutCardSchema,
  }),
});
export type Content = z.infer<typeof ContentSchema>;

/** The longest texts of the About page an admin may write. */
const aboutText = (max: number) =>
  z
    .string({ error: msg('api.content.aboutField', 'Fill in every field of the About page.') })
    .trim()
    .min(1, msg('api.content.aboutField', 'Fill in every field of the About page.'))
    .max(max, msg('api.field.tooLong', `At most ${max} characters`, { max }));
const aboutCard = z.object({ title: aboutText(100), description: aboutText(2000) });

/** `PUT /api/admin/content`: the About page as an admin writes it, every field filled in. */
export const ContentUpdateSchema = z.object({
  definition: z.object({ term: aboutText(100), definition: aboutText(2000) }),
  about: z.object({
    title: aboutText(100),
    description: aboutText(4000),
    house: aboutCard,
    setting: aboutCard,
    technology: aboutCard,
  }),
});

/** `PUT /api/admin/message`: the Sub page's short text (empty: none). */
export const MessageUpdateSchema = z.object({
  message: z
    .string({ error: msg('api.field.tooLong', 'At most 2000 characters', { max: 2000 }) })
    .trim()
    .max(2000, msg('api.field.tooLong', 'At most 2000 characters', { max: 2000 })),
});

/** `GET /api/message`: the Sub page's short text. */
export const MessageSchema = z.object({
  /** The text to show. */
  message: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

/** `GET /api/get_images`: addresses of the images the caller may see. */
export const ImageListSchema = z.object({
  /** Image addresses, public ones first; the width is added by the client (see `imageUrl`). */
  image_list: z.array(z.string()),
  /** The same images, in the same order, with what each shows. */
  images: z.array(
    z.object({
      address: z.string(),
      /** What an admin says it shows; null: none said (the house's name and `added` then). */
      description: z.string().nullable(),
      /** The day it was added, YYYY-MM-DD. */
      added: z.string(),
    }),
  ),
});
export type ImageList = z.infer<typeof ImageListSchema>;

/** `GET /api/health` (DECISIONS §9). */
export const HealthSchema = z.object({
  /** 'ok' when the database answers and the stay tables exist. */
  status: z.enum(['ok', 'error']),
  /** Whether each stay table exists. */
  tables: z.object({ stay_plan: z.boolean(), stay_option: z.boolean() }),
  /** Why the check failed, when it did. */
  error: z.string().optional(),
  /** The code of `error` (decision 0021), for the reader's language. */
  code: z.string().optional(),
});
export type Health = z.infer<typeof HealthSchema>;

export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** What an upload that cannot be kept is told (DECISIONS §16). */
export const photoMessages = {
  none: msg('api.photo.none', 'Choose a picture to upload.'),
  empty: msg('api.photo.empty', 'This file is empty.'),
  tooBig: msg('api.photo.tooBig', 'Each picture may be at most 25 MB.'),
  notPicture: msg(
    'api.photo.notPicture',
    'This file is not a picture the app can show (JPEG, PNG, WebP or AVIF).',
  ),
  tooManyPixels: msg(
    'api.photo.tooManyPixels',
    'This picture is too large: at most 50 megapixels.',
  ),
  wrongEnding: (ending: string, format: string) =>
    said(
      'api.photo.wrongEnding',
      `This file is named .${ending} but is a ${format} picture. Save it with the right ending and try again.`,
      { ending, format },
    ),
  noPhoto: msg('api.photo.noPhoto', 'No such picture.'),
  cutOff: msg('api.photo.cutOff', 'The upload was cut off before its end. Please try again.'),
} as const;

/** One stored picture as the Photos screen shows it. */
export const PhotoSchema = z.object({
  name: z.string(),
  /** Its address (signed where its kind needs it); add `&w=` for a size. */
  url: z.string(),
  /** What an admin says it shows, read aloud in its place; null: none said yet. */
  description: z.string().nullable(),
  /** The day it was added, YYYY-MM-DD. */
  added: z.string(),
});

export type Photo = z.infer<typeof PhotoSchema>;

/** `GET /api/admin/photos` and the answer to every change: the pictures of each kind. */
export const PhotosSchema = z.object({
  public: z.array(PhotoSchema),
  private: z.array(PhotoSchema),
  guide: z.array(PhotoSchema),
});
export type Photos = z.infer<typeof PhotosSchema>;

export const PhotoUploadResponseSchema = PhotosSchema.extend({
  message: z.string(),
  name: z.string(),
});
export type PhotoUploadResponse = z.infer<typeof PhotoUploadResponseSchema>;

export const PhotoKindParamsSchema = z.object({
  kind: z.enum(PHOTO_KINDS, { error: msg('api.photo.kind', 'Choose public, private or guide.') }),
});
export const PhotoParamsSchema = PhotoKindParamsSchema.extend({
  name: z.string().max(200, photoMessages.noPhoto),
});
export const PhotoDeleteResponseSchema = PhotosSchema.extend({ message: z.string() });

/** `PUT /api/admin/photos/{kind}/{name}/description`: what the picture shows (empty: nothing). */
export const PhotoDescriptionSchema = z.object({
  description: z
    .string({ error: msg('api.field.tooLong', 'At most 200 characters', { max: 200 }) })
    .trim()
    .max(200, msg('api.field.tooLong', 'At most 200 characters', { max: 200 })),
});

/** `GET` and `PUT /api/admin/house-name`. */
export const HouseNameSchema = z.object({
  name: z
    .string({ error: msg('api.content.houseName', "Give the house's name.") })
    .trim()
    .min(1, msg('api.content.houseName', "Give the house's name."))
    .max(40, msg('api.field.tooLong', 'At most 40 characters', { max: 40 })),
});
export type HouseName = z.infer<typeof HouseNameSchema>;

import { z } from '../zod.js';

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
});
export type Health = z.infer<typeof HealthSchema>;

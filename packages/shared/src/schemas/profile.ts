import { LANGUAGES } from '../i18n/languages.js';
import { ACCESS_LEVELS } from '../rules/access.js';
import { z } from '../zod.js';

// Its own module: the first screen of the web app needs this schema and no other auth schema.
/** The signed-in user, as `GET /api/profile_data` and the auth calls return it (SPEC §3). */
export const UserProfileSchema = z.object({
  id: z.number(),
  email: z.string(),
  /** First and last name, or the email when both are empty. */
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  access_level: z.enum(ACCESS_LEVELS),
  is_verified: z.boolean(),
  is_admin: z.boolean(),
  can_access_private_content: z.boolean(),
  can_access_booking: z.boolean(),
  /** Name of whoever generated the invite this account came in with. */
  endorser: z.string().nullable(),
  /** True when the account still has to complete signup. */
  requires_signup: z.boolean().optional(),
  /**
   * True when the address is an administrator's but its owner has not yet opened the link
   * mailed to it: admin rights come with that proof (DECISIONS §2).
   */
  admin_confirmation_pending: z.boolean().optional(),
  /** Whether the account has a password (one made with Google may have none yet). */
  has_password: z.boolean().optional(),
  /**
   * The language the member reads the app in, and gets their mail in (DECISIONS §16); null until
   * the app has told the server (at their first sign-in, then at every switch).
   */
  language: z.enum(LANGUAGES).nullable().optional(),
  /** Whether the account asks a one-time code after the password or passkey (DECISIONS §26). */
  second_factor: z.boolean().optional(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

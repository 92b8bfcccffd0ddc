import { msg } from '../i18n/said.js';
import { z } from '../zod.js';
import { idParamsSchema, optionalText } from './fields.js';
import { INVITE_LEVELS, INVITER_TYPES } from '../rules/access.js';
import { LANGUAGES } from '../i18n/languages.js';
import { UserProfileSchema } from './profile.js';
import { PASSWORD_MIN_LENGTH } from '../limits.js';

/** Lower-cased, trimmed email, as accounts are keyed (DECISIONS §2). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const INVALID_EMAIL = msg('api.auth.invalidEmail', 'Please enter a valid email address.');

/** An email: `missing` when there is none, else msg('api.auth.invalidEmail', 'Please enter a valid email address.') if malformed. */
const email = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(254, INVALID_EMAIL)
    .regex(/^[^\s@]+@[^\s@]+$/, INVALID_EMAIL)
    .transform(normaliseEmail);

/** `POST /api/login`. */
export const LoginRequestSchema = z.object({
  email: z
    .string({ error: msg('api.auth.emailAndPassword', 'Please supply email and password.') })
    .trim()
    .min(1, msg('api.auth.emailAndPassword', 'Please supply email and password.'))
    .max(254, msg('api.auth.emailAndPassword', 'Please supply email and password.'))
    .transform(normaliseEmail),
  password: z
    .string({ error: msg('api.auth.emailAndPassword', 'Please supply email and password.') })
    .min(1, msg('api.auth.emailAndPassword', 'Please supply email and password.'))
    .max(1024, msg('api.auth.emailAndPassword', 'Please supply email and password.')),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({
  message: z.string(),
  jwt: z.string(),
  user: UserProfileSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** `POST /api/register`: the checks the Create Account form makes, made again on the server. */
export const RegisterRequestSchema = z.object({
  email: email(msg('api.auth.requiredFields', 'Please fill in all required fields.')),
  password: z
    .string({ error: msg('api.auth.requiredFields', 'Please fill in all required fields.') })
    .min(1, msg('api.auth.requiredFields', 'Please fill in all required fields.'))
    .min(
      PASSWORD_MIN_LENGTH,
      msg('api.auth.passwordShort', 'Password must be at least 6 characters long'),
    )
    .max(1024, msg('api.auth.passwordLong', 'Password is too long')),
  first_name: optionalText(100),
  last_name: optionalText(100),
  phone: optionalText(40),
  invite_code: optionalText(64),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** What register and Google sign-in return. */
export const AuthResponseSchema = z.object({ jwt: z.string(), user: UserProfileSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** `POST /api/auth/google`. */
export const GoogleSignInRequestSchema = z.object({
  credential: z
    .string({ error: msg('api.auth.googleFailed', 'Google login failed') })
    .min(1, msg('api.auth.googleFailed', 'Google login failed'))
    .max(8192),
});

/** `POST /api/auth/signup`: completing an unverified account. */
export const SignupRequestSchema = z.object({
  first_name: z
    .string({ error: msg('api.auth.firstNameRequired', 'First name is required') })
    .trim()
    .min(1, msg('api.auth.firstNameRequired', 'First name is required'))
    .max(100),
  last_name: z
    .string({ error: msg('api.auth.lastNameRequired', 'Last name is required') })
    .trim()
    .min(1, msg('api.auth.lastNameRequired', 'Last name is required'))
    .max(100),
  phone: optionalText(40),
  invite_code: optionalText(64),
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;

export const SignupResponseSchema = z.object({ user: UserProfileSchema });
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** `POST /api/password-reset`. */
export const PasswordResetRequestSchema = z.object({
  email: email(msg('api.auth.invalidEmail', 'Please enter a valid email address.')),
});

/** Success answer of calls that only confirm. */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** `POST /api/validate-reset-token`. */
export const ValidateResetTokenRequestSchema = z.object({
  reset_token: z
    .string({ error: msg('api.auth.resetTokenInvalid', 'Invalid reset token') })
    .min(1, msg('api.auth.resetTokenInvalid', 'Invalid reset token'))
    .max(200),
});
export const ValidateResetTokenResponseSchema = z.object({
  valid: z.boolean(),
  email: z.string().optional(),
  error: z.string().optional(),
  /** The catalogue code of `error`, for the reader's language. */
  code: z.string().optional(),
});
export type ValidateResetTokenResponse = z.infer<typeof ValidateResetTokenResponseSchema>;

/** The new-password form's rules (SPEC §5), also checked by `POST /api/reset-password`. */
export const NewPasswordSchema = z
  .string({ error: msg('api.auth.passwordRequired', 'Password is required') })
  .min(1, msg('api.auth.passwordRequired', 'Password is required'))
  .min(
    PASSWORD_MIN_LENGTH,
    msg('api.auth.passwordShort', 'Password must be at least 6 characters long'),
  )
  .max(1024, msg('api.auth.passwordLong', 'Password is too long'));

export const ResetPasswordRequestSchema = z.object({
  reset_token: z
    .string({ error: msg('api.auth.resetTokenInvalid', 'Invalid reset token') })
    .min(1, msg('api.auth.resetTokenInvalid', 'Invalid reset token'))
    .max(200),
  new_password: NewPasswordSchema,
});

/** `PUT /api/profile`: the names and phone a member keeps up to date themselves. */
export const ProfileUpdateSchema = z.object({
  first_name: z
    .string({ error: msg('api.auth.firstNameRequired', 'First name is required') })
    .trim()
    .min(1, msg('api.auth.firstNameRequired', 'First name is required'))
    .max(100, msg('api.auth.firstNameLong', 'A first name can be at most 100 characters')),
  last_name: z
    .string({ error: msg('api.auth.lastNameRequired', 'Last name is required') })
    .trim()
    .min(1, msg('api.auth.lastNameRequired', 'Last name is required'))
    .max(100, msg('api.auth.lastNameLong', 'A last name can be at most 100 characters')),
  phone: optionalText(40),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/** `PUT /api/profile/language`: the language the member reads the app in, for their mail too. */
export const LanguageChoiceSchema = z.object({
  language: z.enum(LANGUAGES, {
    error: msg('api.auth.language', 'Choose English (en) or Swedish (sv).'),
  }),
});

/** `POST /api/profile/password`: the current password (when the account has one) and a new one. */
export const ChangePasswordRequestSchema = z.object({
  current_password: z
    .string()
    .max(1024, msg('api.auth.wrongCurrentPassword', 'Current password is incorrect.'))
    .optional(),
  new_password: NewPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

/** The answer: a new session token for the caller; every other session has ended. */
export const ChangePasswordResponseSchema = z.object({
  message: z.string(),
  jwt: z.string(),
  user: UserProfileSchema,
});
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

/**
 * `POST /api/auth/confirm-email`: the token from the mailed link, and the password the one
 * proving the address chooses (every credential from before the proof is void, DECISIONS §14a).
 */
export const ConfirmEmailRequestSchema = z.object({
  token: z
    .string({ error: msg('api.auth.confirmLinkInvalid', 'This confirmation link is not valid.') })
    .min(1, msg('api.auth.confirmLinkInvalid', 'This confirmation link is not valid.'))
    .max(200, msg('api.auth.confirmLinkInvalid', 'This confirmation link is not valid.')),
  new_password: NewPasswordSchema,
});
export type ConfirmEmailRequest = z.input<typeof ConfirmEmailRequestSchema>;

/** `POST /api/auth/confirm-email/check`: whether a mailed link still works, using nothing. */
export const ConfirmEmailCheckRequestSchema = ConfirmEmailRequestSchema.pick({ token: true });
export type ConfirmEmailCheckRequest = z.input<typeof ConfirmEmailCheckRequestSchema>;

/** The answer: a session for the one who proved the address; every earlier one has ended. */
export const ConfirmEmailResponseSchema = z.object({
  message: z.string(),
  jwt: z.string(),
  user: UserProfileSchema,
});
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponseSchema>;

/** `GET /api/auth/config`: what the sign-in screen needs to know about the server. */
export const AuthConfigSchema = z.object({
  /** Google's client id, or null when Google sign-in is off. */
  google_client_id: z.string().nullable(),
});
export type AuthConfig = z.infer<typeof AuthConfigSchema>;

/** `POST /api/generate-invite`. */
export const GenerateInviteRequestSchema = z.object({
  code_type: z.enum(INVITE_LEVELS, {
    error: msg('api.auth.chooseLevel', 'Please choose an access level.'),
  }),
});

export const InviteCodeSchema = z.object({
  invite_code: z.string(),
  code_type: z.enum(INVITE_LEVELS),
  generated_by_name: z.string(),
  /** Epoch seconds, or null for never. */
  expires_at: z.number().nullable(),
});
export type InviteCode = z.infer<typeof InviteCodeSchema>;

/** `POST /api/auth/verify-invite`. */
export const VerifyInviteRequestSchema = z.object({
  invite_code: z
    .string({ error: msg('api.invite.invalid', 'Invalid invite code') })
    .trim()
    .min(1, msg('api.invite.invalid', 'Invalid invite code'))
    .max(64, msg('api.invite.invalid', 'Invalid invite code')),
});

export const InviteVerificationSchema = z.object({
  valid: z.boolean(),
  code_type: z.enum(INVITE_LEVELS).optional(),
  generated_by_name: z.string().optional(),
  generated_by_type: z.enum(INVITER_TYPES).optional(),
  max_uses: z.number().optional(),
  current_uses: z.number().optional(),
  expires_at: z.number().nullable().optional(),
  error: z.string().optional(),
  /** The catalogue code of `error`, for the reader's language. */
  code: z.string().optional(),
});
export type InviteVerification = z.infer<typeof InviteVerificationSchema>;

/** An invite code as the generator lists it (DECISIONS §16). */
export const InviteListItemSchema = z.object({
  id: z.number(),
  /** The code as it is written, upper-case. */
  code: z.string(),
  code_type: z.enum(INVITE_LEVELS),
  /** Who made it, as they are called now. */
  made_by: z.string(),
  /** When it was made, ISO 8601. */
  created_at: z.string(),
  /** Epoch seconds, or null for never. */
  expires_at: z.number().nullable(),
  /** The address that opens it. */
  link: z.string(),
  /** Who used it (their name now), and when; null while unused or when not known. */
  used_by: z.string().nullable(),
  used_at: z.string().nullable(),
  /** What the viewer may do with it (`inviteAbilities`). */
  can: z.object({ withdraw: z.boolean() }),
});
export type InviteListItem = z.infer<typeof InviteListItemSchema>;

/** `GET /api/invites`: codes still open, and codes used; an admin sees all, a member their own. */
export const InviteListSchema = z.object({
  outstanding: z.array(InviteListItemSchema),
  used: z.array(InviteListItemSchema),
  /** Whose codes it holds: every code (admins), or the viewer's own. */
  holds: z.enum(['all', 'own']),
});
export type InviteList = z.infer<typeof InviteListSchema>;

/** `POST /api/invites/{id}/withdraw`: what happened, and the list after it. */
export const WithdrawInviteResponseSchema = InviteListSchema.extend({ message: z.string() });
export type WithdrawInviteResponse = z.infer<typeof WithdrawInviteResponseSchema>;

/** The `{id}` of an invite. */
export const InviteParamsSchema = idParamsSchema(msg('api.invite.none', 'No such invite code.'));

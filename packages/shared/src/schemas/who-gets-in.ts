import { msg } from '../i18n/said.js';
import { z } from '../zod.js';
import { UserProfileSchema } from './profile.js';
import { idParamsSchema } from './fields.js';

/** What passkeys and the second factor say when they refuse (DECISIONS §26). */
export const passkeyMessages = {
  name: msg('api.passkey.name', 'Give the passkey a name of at most 60 characters.'),
  payload: msg('api.passkey.payload', 'The passkey’s answer could not be read. Please try again.'),
  challenge: msg(
    'api.passkey.challenge',
    'This passkey request has run out or was used already. Please try again.',
  ),
  failed: msg('api.passkey.failed', 'The passkey could not be checked. Please try again.'),
  unknown: msg(
    'api.passkey.unknown',
    'This passkey is not known here: it may have been removed. Sign in with your password.',
  ),
  taken: msg('api.passkey.taken', 'This passkey is already added.'),
  none: msg('api.passkey.none', 'No such passkey.'),
  tooMany: msg('api.passkey.tooMany', 'An account can have at most 10 passkeys.'),
} as const;

export const secondFactorMessages = {
  code: msg(
    'api.secondFactor.code',
    'Type the 6-digit code from your authenticator app, or a recovery code.',
  ),
  wrong: msg('api.secondFactor.wrong', 'That code is not right, or was used already.'),
  ticket: msg(
    'api.secondFactor.ticket',
    'This sign-in has run out. Please sign in again from the start.',
  ),
  notStarted: msg(
    'api.secondFactor.notStarted',
    'Start the set-up again: no code is being set up.',
  ),
  on: msg('api.secondFactor.on', 'The one-time code is already on.'),
  off: msg('api.secondFactor.off', 'The one-time code is not on.'),
  required: msg(
    'api.secondFactor.required',
    'The house requires a one-time code of every admin: it cannot be turned off.',
  ),
  needed: msg(
    'api.secondFactor.needed',
    'The house requires a one-time code of every admin: turn yours on on your profile first.',
  ),
  rule: msg('api.secondFactor.rule', 'Say whether every admin must use a one-time code.'),
  ownFirst: msg(
    'api.secondFactor.ownFirst',
    'Turn on your own one-time code before requiring it of every admin.',
  ),
} as const;

const base64url = (max: number) =>
  z
    .string({ error: passkeyMessages.payload })
    .max(max, passkeyMessages.payload)
    .regex(/^[A-Za-z0-9_-]*$/, passkeyMessages.payload);

const credentialShape = {
  id: base64url(1024).min(1, passkeyMessages.payload),
  rawId: base64url(1024).min(1, passkeyMessages.payload),
  type: z.literal('public-key', { error: passkeyMessages.payload }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** A passkey's name, as the member gives it. */
export const PasskeyNameSchema = z
  .string({ error: passkeyMessages.name })
  .trim()
  .min(1, passkeyMessages.name)
  .max(60, passkeyMessages.name);

/** `POST /api/profile/passkeys`: the browser's answer to the registration options, and a name. */
export const PasskeyRegistrationSchema = z.object({
  name: PasskeyNameSchema,
  response: z.object(
    {
      ...credentialShape,
      response: z.object(
        {
          clientDataJSON: base64url(4096).min(1, passkeyMessages.payload),
          attestationObject: base64url(16384).min(1, passkeyMessages.payload),
          transports: z.array(z.string().max(32)).max(10).optional(),
        },
        { error: passkeyMessages.payload },
      ),
    },
    { error: passkeyMessages.payload },
  ),
});
export type PasskeyRegistration = z.infer<typeof PasskeyRegistrationSchema>;

/** `POST /api/auth/passkey`: the browser's signed answer to the sign-in options. */
export const PasskeySignInSchema = z.object({
  response: z.object(
    {
      ...credentialShape,
      response: z.object(
        {
          clientDataJSON: base64url(4096).min(1, passkeyMessages.payload),
          authenticatorData: base64url(4096).min(1, passkeyMessages.payload),
          signature: base64url(1024).min(1, passkeyMessages.payload),
          userHandle: base64url(256).optional(),
        },
        { error: passkeyMessages.payload },
      ),
    },
    { error: passkeyMessages.payload },
  ),
});
export type PasskeySignIn = z.infer<typeof PasskeySignInSchema>;

/** One of the member's passkeys, as `/profile` lists it. */
export const PasskeySchema = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySchema) });

/** The options the browser's WebAuthn call takes, as SimpleWebAuthn makes them (JSON). */
export const WebAuthnOptionsSchema = z.looseObject({ challenge: z.string() });
export type WebAuthnOptions = z.infer<typeof WebAuthnOptionsSchema>;

/** A 6-digit code from the app, or a recovery code (`xxxxx-xxxxx`), spaces and case forgiven. */
export const SecondFactorCodeSchema = z
  .string({ error: secondFactorMessages.code })
  .transform((code) => code.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .regex(/^(\d{6}|[a-z2-7]{5}-?[a-z2-7]{5})$/, secondFactorMessages.code)
      .transform((code) => (code.length === 6 ? code : code.replace('-', ''))),
  );

/** `POST /api/auth/second-factor`: the ticket the first step gave, and the code. */
export const SecondFactorSignInSchema = z.object({
  ticket: z
    .string({ error: secondFactorMessages.ticket })
    .min(1, secondFactorMessages.ticket)
    .max(2048, secondFactorMessages.ticket),
  code: SecondFactorCodeSchema,
});

/** `POST /api/profile/second-factor/confirm`, `DELETE /api/profile/second-factor`: a code. */
export const SecondFactorCodeRequestSchema = z.object({ code: SecondFactorCodeSchema });

/** A session: the token and the account, with what the server said. */
export const SessionAnswerSchema = z.object({
  message: z.string().optional(),
  jwt: z.string(),
  user: UserProfileSchema,
});

/** What a sign-in answers: a session, or (an account with a second factor) a ticket for the code. */
export const SignInAnswerSchema = z.union([
  SessionAnswerSchema,
  z.object({ message: z.string().optional(), second_factor: z.literal(true), ticket: z.string() }),
]);
export type SignInAnswer = z.infer<typeof SignInAnswerSchema>;

/** `GET /api/profile/second-factor`. */
export const SecondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_left: z.number(),
  /** Whether the house requires it of every admin. */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

/** `POST /api/profile/second-factor/setup`: the secret, as text and as a QR code the server made. */
export const SecondFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** An SVG picture of the QR code, as a data address. */
  qr: z.string(),
});
export type SecondFactorSetup = z.infer<typeof SecondFactorSetupSchema>;

/** The recovery codes, shown once when the code is turned on. */
export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/** `GET/PUT /api/admin/second-factor-rule`: whether every admin must use the code. */
export const SecondFactorRuleSchema = z.object({
  required: z.boolean({ error: secondFactorMessages.rule }),
});
export type SecondFactorRule = z.infer<typeof SecondFactorRuleSchema>;

/** `DELETE /api/profile/passkeys/:id`. */
export const PasskeyParamsSchema = idParamsSchema(passkeyMessages.none);

import { msg, said } from '../i18n/said.js';
import { z } from '../zod.js';

/** What closing an account says (DECISIONS §26). */
export const closeMessages = {
  password: msg('api.close.password', 'Type your password to close your account.'),
  wrong: msg('api.close.wrong', 'That is not your password. Your account stays open.'),
  noPassword: msg(
    'api.close.noPassword',
    'Your account has no password yet: choose one (Forgot password on the login page), then close it.',
  ),
  admin: msg(
    'api.close.admin',
    'An admin cannot close their account: ask the house to take the address off its admins first.',
  ),
} as const;

/** Why a closed account's requests were declined (DECISIONS §17). */
export const closedReason = said('api.close.reason', 'Member closed their account');

/** `POST /api/profile/close`: the account's password, asked again. */
export const CloseAccountSchema = z.object({
  password: z.string({ error: closeMessages.password }).min(1, closeMessages.password).max(1024),
});
export type CloseAccount = z.infer<typeof CloseAccountSchema>;

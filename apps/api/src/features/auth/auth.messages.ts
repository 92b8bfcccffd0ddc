import { msg } from '@stuga/shared';

/** What the accounts' calls answer and refuse with (SPEC §3, DECISIONS §2, §3). */

export const EMAIL_TAKEN = msg(
  'api.auth.emailTaken',
  'An account with this email already exists. Please log in instead.',
);
export const WRONG_LOGIN = msg('api.auth.wrongLogin', 'Invalid email or password.');
export const WRONG_CURRENT_PASSWORD = msg(
  'api.auth.wrongCurrentPassword',
  'Current password is incorrect.',
);
export const PASSWORD_CHANGED =
  'Your password has been changed. Every other session has been signed out.';
export const RESET_REQUESTED =
  'If an account exists for that email, a password reset link is on its way. Check your inbox.';
export const INVALID_RESET = msg('api.auth.resetInvalid', 'Invalid or expired reset token');
/** Mailed links work for an hour (DECISIONS §2, §3). */
export const LINK_MINUTES = 60;
export const EMAIL_CONFIRMED =
  'Your email address is confirmed, and the password you chose is now the only one.';
export const CONFIRM_LINK_INVALID = msg(
  'api.auth.confirmInvalid',
  'This confirmation link is invalid or has expired.',
);
export const NOTHING_TO_CONFIRM = msg(
  'api.auth.nothingToConfirm',
  'This address needs no confirming.',
);

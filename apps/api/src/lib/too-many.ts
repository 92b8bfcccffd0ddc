import { said } from '@stuga/shared';
import { HttpError } from './http-error.js';

/** 429: the login limits say wait (decision 0012): a password, a code, a passkey, a guest pass. */
export function tooManyTries(waitSeconds: number): HttpError {
  const minutes = Math.ceil(waitSeconds / 60);
  return new HttpError(
    429,
    said(
      'api.auth.tooManyLogins',
      `Too many failed logins. Please wait ${minutes} minute(s) and try again.`,
      { minutes },
    ),
  );
}

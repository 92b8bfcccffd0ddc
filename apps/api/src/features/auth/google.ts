import { msg } from '@stuga/shared';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { HttpError } from '../../lib/http-error.js';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** Verifies Google ID tokens against a key set: signature, audience, issuer, expiry, verified email. */
export function googleVerifier(jwksUrl: string, clientId: string, now: () => Date) {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  return async (credential: string): Promise<GoogleIdentity> => {
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        currentDate: now(),
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      // A token that fails a check is the caller's; a key set that cannot be fetched is ours.
      if (error instanceof joseErrors.JOSEError && !(error instanceof joseErrors.JWKSTimeout)) {
        throw new HttpError(401, msg('api.auth.googleFailed', 'Google login failed'));
      }
      throw new HttpError(
        503,
        msg(
          'api.auth.googleUnreachable',
          'Google sign-in is not reachable right now. Please try again.',
        ),
      );
    }
    if (payload.email_verified !== true || typeof payload.email !== 'string') {
      throw new HttpError(
        401,
        msg('api.auth.googleNoEmail', 'Your Google account has no verified email address.'),
      );
    }
    return {
      sub: String(payload.sub),
      email: payload.email.trim().toLowerCase(),
      givenName: typeof payload.given_name === 'string' ? payload.given_name : '',
      familyName: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  };
}

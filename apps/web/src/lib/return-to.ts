import { isAppPath, paths } from '@stuga/shared';
import { useSearchParams } from 'react-router';

/** Screens a sign-in never returns to: the sign-in steps and the one-time links. */
const NOT_RETURNED_TO = [paths.login, paths.signup, paths.signedOut];
const ONE_TIME = ['/invite/', '/reset/', '/confirm/'];

/**
 * The screen a sign-in should go back to, from a `from` parameter: only an address of this app
 * (never another site, `//host` included), and never a sign-in step. Undefined otherwise.
 */
export function safeReturn(from: string | null | undefined): string | undefined {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return undefined;
  }
  const pathname = from.split(/[?#]/)[0]!;
  if (!isAppPath(pathname) || pathname === paths.home) return undefined;
  if (NOT_RETURNED_TO.includes(pathname as (typeof NOT_RETURNED_TO)[number])) return undefined;
  if (ONE_TIME.some((prefix) => pathname.startsWith(prefix))) return undefined;
  return from;
}

/** An address of a sign-in step that comes back to `from` afterwards (when it is worth it). */
export function withReturn(
  path: string,
  from: string | undefined,
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams(extra);
  const back = safeReturn(from);
  if (back) query.set('from', back);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The login page, coming back to `from` after signing in. */
export const loginPath = (from?: string) => withReturn(paths.login, from);

/** Where this sign-in step was asked to return to, if anywhere. */
export function useReturnTo(): string | undefined {
  const [params] = useSearchParams();
  return safeReturn(params.get('from'));
}

import { hasAccess, needsSignup, paths, type Access } from '@stuga/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath, withReturn } from '@/lib/return-to';
import { useSession } from '@/lib/session';

/**
 * A screen for some people only (the access vocabulary the server uses): visitors go to the login
 * page, unverified accounts to signup, and anyone else the screen is not for back to Home.
 */
export function RequireAccess({ need, children }: { need: Access; children: ReactNode }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (hasAccess(user, need)) return <>{children}</>;
  // Signing in (or completing signup) comes back here.
  if (!user) return <Navigate to={loginPath(pathname + search)} replace />;
  if (needsSignup(user))
    return <Navigate to={withReturn(paths.signup, pathname + search)} replace />;
  return <Navigate to={paths.home} replace />;
}

/**
 * Screens an unverified account may still open: the sign-in steps, the one-time links, its
 * profile, and the contact form (to ask for an invite). Everything else sends it to signup.
 */
export const openToUnverified = [
  paths.signup,
  paths.login,
  paths.signedOut,
  paths.contact,
  paths.profile,
  '/invite/',
  '/reset/',
  '/confirm/',
];

/** Unverified users are forced to the signup step (SPEC §6), and come back once it is done. */
export function SignupGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (needsSignup(user) && !openToUnverified.some((path) => pathname.startsWith(path))) {
    return <Navigate to={withReturn(paths.signup, pathname + search)} replace />;
  }
  return <>{children}</>;
}

import { hasAccess, needsSignup, paths, type Access } from '@stuga/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

/**
 * A screen for some people only (the access vocabulary the server uses): visitors go to the login
 * page, unverified accounts to signup, and anyone else the screen is not for back to Home.
 */
export function RequireAccess({ need, children }: { need: Access; children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (hasAccess(user, need)) return <>{children}</>;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (needsSignup(user)) return <Navigate to={paths.signup} replace />;
  return <Navigate to={paths.home} replace />;
}

/** Screens an unverified account may still open; everything else sends it to signup. */
const openToUnverified = [
  paths.signup,
  paths.login,
  paths.signedOut,
  '/invite/',
  '/reset/',
  '/confirm/',
];

/** Unverified users are forced to the signup step (SPEC §6). */
export function SignupGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (needsSignup(user) && !openToUnverified.some((path) => pathname.startsWith(path))) {
    return <Navigate to={paths.signup} replace />;
  }
  return <>{children}</>;
}

import { canGenerateInvites, paths, type UserProfile } from '@stuga/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { needsSignup, useSession } from '@/lib/session';

export type ScreenAccess = 'user' | 'trusted' | 'admin';

const allowed: Record<ScreenAccess, (user: UserProfile) => boolean> = {
  user: () => true,
  trusted: canGenerateInvites,
  admin: (user) => user.is_admin,
};

/**
 * A screen for some roles only: visitors go to the login page, unverified accounts to signup,
 * and anyone else the screen is not for back to Home.
 */
export function RequireAccess({ need, children }: { need: ScreenAccess; children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (needsSignup(user) && need !== 'user') return <Navigate to={paths.signup} replace />;
  if (!allowed[need](user)) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}

/** Screens an unverified account may still open; everything else sends it to signup. */
const openToUnverified = [paths.signup, paths.login, paths.signedOut, '/invite/', '/reset/'];

/** Unverified users are forced to the signup step (SPEC §6). */
export function SignupGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (needsSignup(user) && !openToUnverified.some((path) => pathname.startsWith(path))) {
    return <Navigate to={paths.signup} replace />;
  }
  return <>{children}</>;
}

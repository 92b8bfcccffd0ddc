import { Alert, Anchor } from '@mantine/core';
import {
  hasAccess,
  needsSignup,
  paths,
  SECOND_FACTOR_ANCHOR,
  type Access,
  type ServerMessageKey,
  type UserProfile,
} from '@stuga/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import type { MessageKey } from '@/i18n/en';
import { useT } from '@/lib/i18n';
import { Message } from '@/lib/formatting';
import { loginPath, withReturn } from '@/lib/return-to';
import { useSession } from '@/lib/session';

/**
 * What the server says when the house requires a one-time code an admin has not set up (its
 * catalogue's key, so a rename there does not compile here).
 */
const SECOND_FACTOR_NEEDED: ServerMessageKey = 'api.secondFactor.needed';

/**
 * The admins' gate of the one-time code (DECISIONS §26): the server refuses every admin call of
 * an admin without one while the house requires it, and such a refusal sends them to the
 * profile's card to set it up. Nothing is asked before the screen: an admin screen opens at once
 * (it asked the server first, a call and a module before every admin screen of every admin).
 */
function SecondFactorGate({ user, children }: { user: UserProfile | null; children: ReactNode }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const lacks = !!user?.is_admin && user.second_factor === false;
  useEffect(() => {
    if (!lacks) return undefined;
    return client.getQueryCache().subscribe((event) => {
      const error = event.type === 'updated' && event.action.type === 'error' && event.action.error;
      if (error instanceof ApiError && error.code === SECOND_FACTOR_NEEDED) {
        void navigate(`${paths.profile}#${SECOND_FACTOR_ANCHOR}`, { replace: true });
      }
    });
  }, [client, navigate, lacks]);
  return <>{children}</>;
}

/** Who a screen is for, as a screen that turns someone away says it. */
const forWhom: Partial<Record<Access, MessageKey>> = {
  admin: 'access.admin',
  trusted: 'access.trusted',
  booking: 'access.booking',
  verified: 'access.verified',
};

/** What Home is told when it receives someone turned away from a screen (`location.state`). */
export interface Refusal {
  refused: { need: Access; from: string };
}

const isRefusal = (state: unknown): state is Refusal =>
  typeof state === 'object' && state !== null && 'refused' in state;

/**
 * Said on Home to a signed-in member sent there from a screen not meant for them: whom the screen
 * is for, and for the admins' approvals, the timeline members who plan stays may use instead.
 */
export function RefusedNotice() {
  const { user } = useSession();
  const { state } = useLocation();
  const t = useT();
  if (!isRefusal(state)) return null;
  const { need, from } = state.refused;
  const timeline = from === paths.adminApprovals && hasAccess(user, 'booking');
  return (
    <Alert mt="lg" color="yellow" variant="light" role="status" title={t('access.title')}>
      {t(forWhom[need] ?? 'access.other')}
      {timeline && (
        <>
          {' '}
          <Message
            id="access.timeline"
            values={{
              link: (text) => (
                <Anchor component={Link} to={paths.timeline}>
                  {text}
                </Anchor>
              ),
            }}
          />
        </>
      )}
    </Alert>
  );
}

/**
 * A screen for some people only (the access vocabulary the server uses): visitors go to the login
 * page, unverified accounts to signup, and anyone else the screen is not for goes Home, told why.
 */
export function RequireAccess({ need, children }: { need: Access; children: ReactNode }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (hasAccess(user, need)) {
    if (need !== 'admin') return <>{children}</>;
    return <SecondFactorGate user={user}>{children}</SecondFactorGate>;
  }
  // Signing in (or completing signup) comes back here.
  if (!user) return <Navigate to={loginPath(pathname + search)} replace />;
  if (needsSignup(user))
    return <Navigate to={withReturn(paths.signup, pathname + search)} replace />;
  // Anyone else goes Home, and is told why there.
  const refusal: Refusal = { refused: { need, from: pathname } };
  return <Navigate to={paths.home} replace state={refusal} />;
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

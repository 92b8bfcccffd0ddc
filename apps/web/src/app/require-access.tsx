import { Alert, Button, Container, Group, Title } from '@mantine/core';
import { hasAccess, needsSignup, paths, type Access } from '@stuga/shared';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { loginPath, withReturn } from '@/lib/return-to';
import { useSession } from '@/lib/session';

/** Who a screen is for, as a screen that turns someone away says it. */
const forWhom: Partial<Record<Access, string>> = {
  admin: 'This page is for admins only.',
  trusted: 'This page is for trusted members and admins.',
  booking: 'This page is for members who plan stays, and admins.',
  verified: 'This page is for members who have completed their signup.',
};

/** A signed-in member at a screen not meant for them: said in words, with ways on. */
function NotForYou({ need }: { need: Access }) {
  usePageTitle('Not available');
  const { user } = useSession();
  const { pathname } = useLocation();
  // Members who plan stays see everyone's on the timeline, the approvals' own screen.
  const timeline = pathname === paths.adminApprovals && hasAccess(user, 'booking');
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        Not available
      </Title>
      <Alert color="yellow" variant="light">
        {forWhom[need] ?? 'Your account cannot open this page.'}
      </Alert>
      <Group mt="md">
        {timeline && (
          <Button component={Link} to={paths.timeline} variant="light">
            See the timeline
          </Button>
        )}
        <Button component={Link} to={paths.home} variant="default">
          Go to Home
        </Button>
      </Group>
    </Container>
  );
}

/**
 * A screen for some people only (the access vocabulary the server uses): visitors go to the login
 * page, unverified accounts to signup, and anyone else the screen is not for is told so.
 */
export function RequireAccess({ need, children }: { need: Access; children: ReactNode }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (hasAccess(user, need)) return <>{children}</>;
  // Signing in (or completing signup) comes back here.
  if (!user) return <Navigate to={loginPath(pathname + search)} replace />;
  if (needsSignup(user))
    return <Navigate to={withReturn(paths.signup, pathname + search)} replace />;
  return <NotForYou need={need} />;
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

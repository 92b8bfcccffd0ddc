import { Alert, Button, List, Loader, Stack, Text, SimpleGrid } from '@mantine/core';
import { formatDate, inviteLevelLabel, paths } from '@stuga/shared';
import { Link, useParams } from 'react-router';
import { failureMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { PageCard } from '@/components/ui/page-card';
import { usePageTitle } from '@/lib/page-title';
import { useVerifyInvite } from '../api/verify-invite';

/** Checks the code in the address: checking, valid, invalid or error (SPEC §2, §4). */
export function InviteLandingScreen() {
  usePageTitle('Your Invite');
  const { code = '' } = useParams();
  const inviteCode = code.trim();
  const { user } = useSession();
  const check = useVerifyInvite(inviteCode);
  const withCode = `?invite_code=${encodeURIComponent(inviteCode)}`;

  // Every dead end offers a way on: Home, and Log in for a visitor.
  const ways = (
    <SimpleGrid cols={{ base: 1, xs: user ? 1 : 2 }} spacing="sm">
      <Button component={Link} to={paths.home} variant={user ? 'filled' : 'default'}>
        Go to Home
      </Button>
      {!user && (
        <Button component={Link} to={paths.login}>
          Log in
        </Button>
      )}
    </SimpleGrid>
  );

  let body;
  if (!inviteCode) {
    body = (
      <Stack gap="md">
        <Alert color="red" role="alert">
          No invite code provided in URL
        </Alert>
        {ways}
      </Stack>
    );
  } else if (check.isPending) {
    body = (
      <Text role="status">
        <Loader size="xs" mr="xs" />
        Checking your invite code…
      </Text>
    );
  } else if (check.error) {
    body = (
      <Stack gap="md">
        <Alert color="red" role="alert" title="Something went wrong">
          {failureMessage(check.error, 'Failed to verify invite code')}
        </Alert>
        <Button variant="default" onClick={() => void check.refetch()} loading={check.isFetching}>
          Try Again
        </Button>
        {ways}
      </Stack>
    );
  } else if (!check.data?.valid) {
    body = (
      <Stack gap="md">
        <Alert color="red" role="alert" title="This invite cannot be used">
          {check.data?.error || 'Invalid invite code'}
        </Alert>
        <Text size="sm">Ask the member who invited you for a new invite link.</Text>
        {ways}
      </Stack>
    );
  } else {
    const invite = check.data;
    body = (
      <Stack gap="md">
        <Alert color="green" role="status" title="Your invite is valid">
          You are invited as a <strong>{inviteLevelLabel(invite.code_type ?? 'verified')}</strong>.
        </Alert>
        <List spacing={4} size="sm">
          <List.Item>
            Invited by {invite.generated_by_name}
            {invite.generated_by_type === 'admin' ? ' (admin)' : ' (trusted member)'}
          </List.Item>
          {(invite.current_uses ?? 0) > 0 && (
            <List.Item>
              Uses: {invite.current_uses}/{invite.max_uses}
            </List.Item>
          )}
          <List.Item>
            Valid until:{' '}
            {invite.expires_at ? formatDate(new Date(invite.expires_at * 1000)) : 'Never'}
          </List.Item>
        </List>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {user && !user.is_verified ? (
            <Button component={Link} to={`${paths.signup}${withCode}`}>
              Complete Signup
            </Button>
          ) : (
            <Button component={Link} to={`${paths.login}${withCode}`}>
              Create Account
            </Button>
          )}
          <Button component={Link} to={paths.login} variant="default">
            Log in
          </Button>
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <PageCard title="You are invited to Stuga" width={520}>
      {body}
    </PageCard>
  );
}

import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { Link, Navigate } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';

/** The page for signed-out visitors: what they can do here and where to sign in. */
export function SignedOutScreen() {
  usePageTitle('Signed Out');
  const { user } = useSession();
  // Someone signed in is not signed out: Home is their page.
  if (user) return <Navigate to={paths.home} replace />;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Title order={1}>You are signed out</Title>
        <Text mt="md">
          Stuga is the private site of our holiday house. Anyone may look at the photos, read about
          the house and read the guestbook. Invited members also write in the guestbook, read the
          house guides and plan their stays.
        </Text>
        <Group mt="xl">
          <Button component={Link} to={paths.login}>
            Log in
          </Button>
          <Button component={Link} to={paths.home} variant="default">
            Back to Home
          </Button>
          <Button component={Link} to={paths.about} variant="default">
            About the house
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}

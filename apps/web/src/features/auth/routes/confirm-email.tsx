import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useConfirmEmail } from '../api/confirm-email';

/**
 * Where the mailed confirmation link leads. The address is confirmed when its owner presses the
 * button, not when the page opens: mail scanners that open links cannot use it up.
 */
export function ConfirmEmailScreen() {
  usePageTitle('Confirm Email Address');
  const { code = '' } = useParams();
  const { user } = useSession();
  const confirm = useConfirmEmail();

  let body;
  if (confirm.isSuccess) {
    body = (
      <Stack gap="md">
        <Alert color="green" role="status">
          {confirm.data.message}
        </Alert>
        <Text>
          {user
            ? 'Your account now has its admin rights.'
            : 'Log in to use your account with its admin rights.'}
        </Text>
        <Group>
          <Button component={Link} to={user ? paths.home : paths.login}>
            {user ? 'Go to Home' : 'Login'}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <Text>
          Confirm that this address is yours. An administrator&apos;s account gets its admin rights
          once its address is confirmed.
        </Text>
        {confirm.error && (
          <Alert color="red" role="alert">
            {confirm.error.message}
          </Alert>
        )}
        <Group>
          <Button loading={confirm.isPending} onClick={() => confirm.mutate(code.trim())}>
            Confirm Email Address
          </Button>
          {confirm.error && (
            <Button component={Link} to={user ? paths.signup : paths.login} variant="default">
              {user ? 'Send a New Link' : 'Back to Login'}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Container size={480} py="xl">
      <Card withBorder padding="xl" radius="md">
        <Title order={1} size="h2" mb="md">
          Confirm your email address
        </Title>
        {body}
      </Card>
    </Container>
  );
}

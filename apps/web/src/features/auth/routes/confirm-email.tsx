import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { paths } from '@stuga/shared';
import { Link, useParams } from 'react-router';
import { PageCard } from '@/components/ui/page-card';
import { usePageTitle } from '@/lib/page-title';
import { useConfirmEmail } from '../api/confirm-email';
import { NewPasswordForm } from '../components/new-password-form';

/**
 * Where the mailed confirmation link leads. Opening the link proves the address, and proving it
 * voids every credential made before (DECISIONS §14a): whoever opens it chooses the account's
 * password here. Nothing happens when the page merely opens, so mail scanners cannot use it up.
 */
export function ConfirmEmailScreen() {
  usePageTitle('Confirm Email Address');
  const { code = '' } = useParams();
  const confirm = useConfirmEmail();

  const body = confirm.isSuccess ? (
    <Stack gap="md">
      <Alert color="green" role="status">
        {confirm.data.message}
      </Alert>
      <Text>You are signed in, with your account&apos;s admin rights.</Text>
      <Group>
        <Button component={Link} to={paths.home}>
          Go to Home
        </Button>
      </Group>
    </Stack>
  ) : (
    <NewPasswordForm
      intro={
        <>
          Confirm that this address is yours by choosing the account&apos;s password. It replaces
          any password set before, and every other session is signed out: whoever made the account
          without this mailbox keeps nothing.
        </>
      }
      submitLabel="Confirm Email Address"
      pending={confirm.isPending}
      error={confirm.error?.message ?? null}
      onSubmit={(password) => confirm.mutate({ token: code.trim(), new_password: password })}
      extra={
        confirm.error && (
          <Button component={Link} to={paths.login} variant="default">
            Back to Login
          </Button>
        )
      }
    />
  );

  return <PageCard title="Confirm your email address">{body}</PageCard>;
}

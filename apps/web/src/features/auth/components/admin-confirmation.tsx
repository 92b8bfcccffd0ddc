import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageCard } from '@/components/ui/page-card';
import { sessionKeys } from '@/lib/session';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * For an administrator's address whose owner has not yet opened the link mailed to it: admin
 * rights wait for that proof (DECISIONS §2).
 */
export function AdminConfirmationPending({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const resend = useResendConfirmation();
  const checking = queryClient.isFetching({ queryKey: sessionKeys.all }) > 0;
  return (
    <PageCard title="Confirm your email address" width={520}>
      <Text>
        {email} is an administrator&apos;s address. We have sent a link to it: open it within an
        hour and choose the account&apos;s password there, and the account gets its admin rights.
        Opening the link signs out every other session, this one too unless it is in this browser.
      </Text>
      <Text c="dimmed" size="sm" mt="xs">
        No mail? Look in the spam folder, or send a new link. On a server without mail set up, the
        link is written to the server&apos;s log.
      </Text>
      {resend.isSuccess && (
        <Alert color="green" mt="md" role="status">
          {resend.data.message}
        </Alert>
      )}
      {resend.error && (
        <Alert color="red" mt="md" role="alert">
          {resend.error.message}
        </Alert>
      )}
      <Group mt="lg">
        <Button
          loading={checking}
          onClick={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.all })}
        >
          I Have Confirmed It
        </Button>
        <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          Send a New Link
        </Button>
      </Group>
    </PageCard>
  );
}

import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageCard } from '@/components/ui/page-card';
import { sessionKeys } from '@/lib/session';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useT } from '@/lib/i18n';

/**
 * For an administrator's address whose owner has not yet opened the link mailed to it: admin
 * rights wait for that proof (DECISIONS §2).
 */
export function AdminConfirmationPending({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const resend = useResendConfirmation();
  const checking = queryClient.isFetching({ queryKey: sessionKeys.all }) > 0;
  const t = useT();
  return (
    <PageCard title={t('confirm.heading')} width={520}>
      <Text>{t('confirm.pending', { email })}</Text>
      <Text c="dimmed" size="sm" mt="xs">
        {t('confirm.noMail')}
      </Text>
      {resend.isSuccess && (
        <Alert color="green" mt="md" role="status">
          {t('confirm.resent', { email })}
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
          {t('confirm.haveConfirmed')}
        </Button>
        <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t('confirm.sendNew')}
        </Button>
      </Group>
    </PageCard>
  );
}

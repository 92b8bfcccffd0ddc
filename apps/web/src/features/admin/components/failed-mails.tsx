import { Button, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { useSendAgain } from '../api/send-again';
import { useFailedMails } from '../api/get-failed-mails';

/**
 * Mail the app gave up on after its retries (the outbox), for the admins: to whom, about what,
 * the mail server's last answer, and "Send again", which puts it back in the queue.
 */
export function FailedMails({ count }: { count: number }) {
  const t = useT();
  const format = useFormat();
  const mails = useFailedMails(count > 0);
  const sendAgain = useSendAgain();
  const result = useRef<HTMLParagraphElement>(null);
  // Shown while something failed, and after the last one was sent again, to say so.
  if (count === 0 && !sendAgain.isSuccess) return null;
  return (
    <SectionCard title={t('admin.mail.title')} size="h4">
      {count > 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('admin.mail.explain', { count })}
        </Text>
      )}
      {sendAgain.isSuccess && (
        <StatusText tone="success" ref={result} tabIndex={-1} mb="sm">
          {t('admin.mail.queued')}
        </StatusText>
      )}
      {sendAgain.error && (
        <StatusText tone="error" mb="sm">
          {sendAgain.error.message}
        </StatusText>
      )}
      <QueryState
        data={mails.data}
        error={mails.error}
        isPending={mails.isPending}
        retry={() => void mails.refetch()}
        loadingLabel={t('admin.mail.loading')}
      >
        {(data) => (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.mails.map((mail) => (
              <li key={mail.id}>
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {mail.subject}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {mail.failed_at
                        ? t('admin.mail.toGaveUp', {
                            to: mail.to.join(', '),
                            when: format.dateTime(mail.failed_at),
                          })
                        : t('admin.mail.to', { to: mail.to.join(', ') })}
                    </Text>
                    {mail.error && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {mail.error}
                      </Text>
                    )}
                  </div>
                  <Button
                    size="xs"
                    variant="light"
                    className="touch-target"
                    loading={sendAgain.isPending && sendAgain.variables === mail.id}
                    aria-label={t('admin.mail.sendAgainLabel', {
                      subject: mail.subject,
                      to: mail.to.join(', '),
                    })}
                    onClick={() =>
                      sendAgain.mutate(mail.id, {
                        onSuccess: () => setTimeout(() => result.current?.focus()),
                      })
                    }
                  >
                    {t('admin.mail.sendAgain')}
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

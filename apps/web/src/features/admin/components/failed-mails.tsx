import { Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, plural } from '@stuga/shared';
import { useRef } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useFailedMails, useSendAgain } from '../api/failed-mails';

/**
 * Mail the app gave up on after its retries (the outbox), for the admins: to whom, about what,
 * the mail server's last answer, and "Send again", which puts it back in the queue.
 */
export function FailedMails({ count }: { count: number }) {
  const mails = useFailedMails(count > 0);
  const sendAgain = useSendAgain();
  const result = useRef<HTMLParagraphElement>(null);
  // Shown while something failed, and after the last one was sent again, to say so.
  if (count === 0 && !sendAgain.isSuccess) return null;
  return (
    <SectionCard title="Mail not sent" size="h4">
      {count > 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          {plural(count, 'mail', 'mails')} could not be sent after several tries. Check the mail
          server, then send {count === 1 ? 'it' : 'them'} again.
        </Text>
      )}
      {sendAgain.isSuccess && (
        <StatusText tone="success" ref={result} tabIndex={-1} mb="sm">
          {sendAgain.data.message}
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
        loadingLabel="Loading the mail not sent"
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
                      To {mail.to.join(', ')}
                      {mail.failed_at && ` · gave up ${formatDateTime(mail.failed_at)}`}
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
                    aria-label={`Send again: ${mail.subject}, to ${mail.to.join(', ')}`}
                    onClick={() =>
                      sendAgain.mutate(mail.id, {
                        onSuccess: () => setTimeout(() => result.current?.focus()),
                      })
                    }
                  >
                    Send again
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

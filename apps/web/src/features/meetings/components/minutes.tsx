import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { hasAccess, type Meeting } from '@stuga/shared';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { useMembers } from '@/lib/members';
import { useCheckedSave } from '@/lib/schemas';
import { useApproveMinutes } from '../api/approve-minutes';
import { useSendMinutes } from '../api/send-minutes';

/** An admin sends the minutes to two checkers, members who may plan stays. */
function SendMinutes({ meeting }: { meeting: Meeting }) {
  const t = useT();
  const members = useMembers();
  const send = useSendMinutes(meeting.id);
  const [first, setFirst] = useState<string | null>(
    meeting.checkers[0] ? String(meeting.checkers[0].user_id) : null,
  );
  const [second, setSecond] = useState<string | null>(
    meeting.checkers[1] ? String(meeting.checkers[1].user_id) : null,
  );
  const { result, onSubmit } = useCheckedSave(
    (schemas) =>
      schemas.CheckersInputSchema.safeParse({
        checkers: [Number(first ?? 0), Number(second ?? 0)],
      }),
    (input, done) => send.mutate(input.checkers as [number, number], done),
    { saved: t('meetings.sent'), failed: t('fail.sendMinutes') },
  );
  return (
    <QueryState
      data={members.data}
      error={members.error}
      isPending={members.isPending}
      retry={() => void members.refetch()}
      loadingLabel={t('meetings.loadingMembers')}
    >
      {(data) => {
        const choices = data.members
          .filter((member) => !member.suspended && hasAccess(member, 'booking'))
          .map((member) => ({ value: String(member.id), label: member.name }));
        return (
          <form onSubmit={onSubmit} noValidate aria-label={t('meetings.sendTitle')}>
            <Stack gap="sm">
              <Group grow wrap="wrap" align="flex-start">
                <Select
                  label={t('meetings.checker1')}
                  value={first}
                  onChange={setFirst}
                  data={choices}
                  searchable
                />
                <Select
                  label={t('meetings.checker2')}
                  value={second}
                  onChange={setSecond}
                  data={choices}
                  searchable
                />
              </Group>
              <Group>
                <Button type="submit" loading={send.isPending}>
                  {t('meetings.send')}
                </Button>
              </Group>
              {result && (
                <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>
              )}
            </Stack>
          </form>
        );
      }}
    </QueryState>
  );
}

/**
 * The minutes (DECISIONS §24): who checks them and who has approved; a checker's approval; once
 * both approved, when they were published, and a printed copy.
 */
export function Minutes({ meeting }: { meeting: Meeting }) {
  const t = useT();
  const format = useFormat();
  const approve = useApproveMinutes(meeting.id);
  const names = meeting.checkers.map((checker) => checker.name).join(', ');
  return (
    <SectionCard title={t('meetings.minutes')}>
      <Stack gap="sm">
        {meeting.published_at ? (
          <Group justify="space-between" wrap="wrap">
            <Text>
              {t('meetings.publishedOn', { day: format.date(meeting.published_at), names })}
            </Text>
            <Button
              data-no-print
              variant="light"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              {t('meetings.print')}
            </Button>
          </Group>
        ) : meeting.checkers.length > 0 ? (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {meeting.checkers.map((checker) => (
              <Text component="li" key={checker.user_id}>
                {t(checker.approved ? 'meetings.approvedBy' : 'meetings.waitingFor', {
                  name: checker.name,
                })}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text>{t('meetings.notSent')}</Text>
        )}
        {meeting.can.approve && (
          <Group data-no-print>
            <Button loading={approve.isPending} onClick={() => approve.mutate(undefined)}>
              {t('meetings.approve')}
            </Button>
          </Group>
        )}
        {approve.error && (
          <StatusText tone="error">
            {failureMessage(approve.error, t('fail.approveMinutes'))}
          </StatusText>
        )}
        {meeting.can.send && (
          <Stack gap="xs" data-no-print>
            <Text fw={600}>{t('meetings.sendTitle')}</Text>
            <SendMinutes meeting={meeting} />
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { fromWireDate, taskFull, type WorkDay } from '@stuga/shared';
import { useState } from 'react';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { useCancelWorkDay } from '../api/cancel-work-day';
import { useLeaveWorkDay } from '../api/leave-work-day';
import { useSignUp } from '../api/sign-up';

type Task = WorkDay['tasks'][number];

/** A task with who comes, and the reader's way in (or out). */
function TaskRow({ day, task }: { day: WorkDay; task: Task }) {
  const t = useT();
  const signUp = useSignUp();
  const mine = day.mine === task.id;
  const full = taskFull(task.people.length, task.spots);
  return (
    <Stack gap={4} component="li">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text fw={600}>{task.title}</Text>
        {mine ? (
          <Badge color="teal.9" variant="filled" tt="none">
            {t('workDays.yours')}
          </Badge>
        ) : full ? (
          <Badge color="gray.7" variant="filled" tt="none">
            {t('workDays.full')}
          </Badge>
        ) : (
          day.can.sign && (
            <Button
              size="compact-sm"
              variant="light"
              className="touch-target"
              loading={signUp.isPending}
              aria-label={t('workDays.signUpFor', { task: task.title })}
              onClick={() => signUp.mutate({ id: day.id, task: task.id })}
            >
              {t(day.mine === null ? 'workDays.signUp' : 'workDays.moveHere')}
            </Button>
          )
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {task.spots === null
          ? t('workDays.coming', { count: task.people.length })
          : t('workDays.places', { taken: task.people.length, spots: task.spots })}
      </Text>
      {task.people.length > 0 && (
        <Text size="sm">{task.people.map((person) => person.name).join(', ')}</Text>
      )}
      {signUp.error && (
        <StatusText tone="error">{failureMessage(signUp.error, t('fail.signUp'))}</StatusText>
      )}
    </Stack>
  );
}

/** A work day (DECISIONS §24): its note, its tasks with who comes; leave it, or call it off. */
export function WorkDayCard({ day }: { day: WorkDay }) {
  const t = useT();
  const format = useFormat();
  const leave = useLeaveWorkDay();
  const cancel = useCancelWorkDay();
  const [asking, setAsking] = useState(false);
  const when = format.day(fromWireDate(day.day));
  return (
    <SectionCard title={t('workDays.dayTitle', { day: when, title: day.title })} size="h3">
      <Stack gap="md">
        {day.note && <Text>{day.note}</Text>}
        <Stack
          gap="md"
          component="ul"
          aria-label={t('workDays.tasks')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {day.tasks.map((task) => (
            <TaskRow key={task.id} day={day} task={task} />
          ))}
        </Stack>
        <Group gap="xs">
          {day.mine !== null && day.can.sign && (
            <Button
              variant="default"
              className="touch-target"
              loading={leave.isPending}
              onClick={() => leave.mutate(day.id)}
            >
              {t('workDays.leave')}
            </Button>
          )}
          {day.can.cancel && (
            <Button
              variant="subtle"
              color="red"
              className="touch-target"
              onClick={() => {
                cancel.reset();
                setAsking(true);
              }}
            >
              {t('workDays.cancel')}
            </Button>
          )}
        </Group>
        {leave.error && (
          <StatusText tone="error">
            {failureMessage(leave.error, t('fail.leaveWorkDay'))}
          </StatusText>
        )}
      </Stack>
      <ConfirmDelete
        opened={asking}
        title={t('workDays.cancelTitle')}
        pending={cancel.isPending}
        error={cancel.error && failureMessage(cancel.error, t('fail.cancelWorkDay'))}
        onCancel={() => setAsking(false)}
        onConfirm={() => cancel.mutate(day.id, { onSuccess: () => setAsking(false) })}
        confirmLabel={t('workDays.cancel')}
        cancelLabel={t('workDays.keep')}
      >
        <Text>{t('workDays.cancelText', { day: when, title: day.title })}</Text>
      </ConfirmDelete>
    </SectionCard>
  );
}

import { Checkbox, Select, Stack, Text } from '@mantine/core';
import { hasAccess, type Members, type SeasonRun } from '@stuga/shared';
import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { isStillToSend } from '@/lib/offline-writes';
import { useAssignSeasonTask } from '../api/assign-season-task';
import { seasonTickKey, type SeasonTickWrite } from '../api/season-tick-writes';
import { useTickSeasonTask } from '../api/tick-season-task';

type Task = SeasonRun['tasks'][number];

/** The members a task may be given to: those who may plan stays, not suspended. */
export const plannersOf = (members: Members['members'] | undefined) =>
  (members ?? [])
    .filter((member) => !member.suspended && hasAccess(member, 'booking'))
    .map((member) => ({ value: String(member.id), label: member.name }));

/** Ticks still to be sent (made offline, a reload included), the latest of each task. */
function useWaiting(runId: number) {
  return useMutationState({
    filters: { mutationKey: seasonTickKey(runId), predicate: isStillToSend },
    select: (mutation) => ({
      write: mutation.state.variables as SeasonTickWrite,
      kept: mutation.state.isPaused || mutation.state.status === 'error',
    }),
  });
}

/** One task: its tick, who it is given to (the admins may change it), who ticked it and when. */
function TaskRow({
  run,
  task,
  waiting,
  choices,
}: {
  run: SeasonRun;
  task: Task;
  waiting: ReturnType<typeof useWaiting>;
  choices: { value: string; label: string }[] | null;
}) {
  const t = useT();
  const format = useFormat();
  const tick = useTickSeasonTask(run.id);
  const assign = useAssignSeasonTask(run.id);
  const [asked, setAsked] = useState<boolean | null>(null);
  const latest = waiting.findLast((entry) => entry.write.item === task.item_id);
  const done = asked ?? latest?.write.input.done ?? task.ticked !== null;
  return (
    <Stack gap={4} component="li">
      <Checkbox
        checked={done}
        label={task.text}
        disabled={!task.can_tick}
        className="touch-target"
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setAsked(next);
          tick.tick(task.item_id, next, () => setAsked(null));
        }}
      />
      <Stack gap={2} ml={32}>
        {choices ? (
          <Select
            label={t('seasons.givenTo', { task: task.text })}
            size="xs"
            maw={260}
            placeholder={t('seasons.anyone')}
            clearable
            value={task.assignee ? String(task.assignee.user_id) : null}
            data={choices}
            onChange={(value) =>
              assign.mutate({ item: task.item_id, user: value === null ? null : Number(value) })
            }
          />
        ) : (
          <Text size="xs" c="dimmed">
            {task.assignee
              ? t('seasons.given', { name: task.assignee.name })
              : t('seasons.forAnyone')}
          </Text>
        )}
        {latest?.kept ? (
          <Text size="xs" c="dimmed">
            {t('house.queued')}
          </Text>
        ) : (
          task.ticked && (
            <Text size="xs" c="dimmed">
              {t('house.tickedBy', {
                name: task.ticked.name,
                when: format.dateTime(task.ticked.at),
              })}
            </Text>
          )
        )}
        {tick.error && !latest?.kept && <StatusText tone="error">{tick.error.message}</StatusText>}
        {assign.error && (
          <StatusText tone="error">
            {failureMessage(assign.error, t('fail.assignSeasonTask'))}
          </StatusText>
        )}
      </Stack>
    </Stack>
  );
}

/** A list's run of a year: how far it got, each task ticked as it is done. */
export function SeasonRunTasks({
  run,
  choices,
}: {
  run: SeasonRun;
  choices: { value: string; label: string }[] | null;
}) {
  const t = useT();
  const waiting = useWaiting(run.id);
  const done = run.tasks.filter((task) => task.ticked !== null).length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {t('house.progress', { done, total: run.tasks.length })}
      </Text>
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {run.tasks.map((task) => (
          <TaskRow key={task.item_id} run={run} task={task} waiting={waiting} choices={choices} />
        ))}
      </Stack>
    </Stack>
  );
}

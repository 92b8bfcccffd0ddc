import { GrowingTextarea } from '@/components/ui/growing-textarea';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import {
  WORK_NOTE_MAX,
  WORK_SPOTS_MAX,
  WORK_TASKS_MAX,
  WORK_TITLE_MAX,
  type WorkDayInput,
} from '@stuga/shared';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useProposeWorkDay } from '../api/propose-work-day';

interface TaskDraft {
  key: number;
  title: string;
  spots: string | number;
}

let nextKey = 1;
const newTask = (): TaskDraft => ({ key: nextKey++, title: '', spots: '' });

/** One task as it is typed: its title, and how many people it asks for (empty: any). */
function TaskFields({
  task,
  number,
  onChange,
  onRemove,
}: {
  task: TaskDraft;
  number: number;
  onChange(task: TaskDraft): void;
  onRemove?: () => void;
}) {
  const t = useT();
  return (
    <Group align="flex-end" wrap="wrap" gap="xs">
      <TextInput
        label={t('workDays.taskTitle', { number })}
        value={task.title}
        maxLength={WORK_TITLE_MAX}
        onChange={(event) => onChange({ ...task, title: event.currentTarget.value })}
        style={{ flex: '1 1 14rem' }}
      />
      <NumberInput
        label={t('workDays.spots', { number })}
        description={t('workDays.spotsHint')}
        value={task.spots}
        min={1}
        max={WORK_SPOTS_MAX}
        allowDecimal={false}
        onChange={(spots) => onChange({ ...task, spots })}
        w={150}
      />
      {onRemove && (
        <Button variant="subtle" color="red" className="touch-target" onClick={onRemove}>
          {t('workDays.removeTask', { number })}
        </Button>
      )}
    </Group>
  );
}

/** An admin proposes a work day (DECISIONS §24): the day, a title, a note and its tasks. */
export function ProposeWorkDay({ today }: { today: string }) {
  const t = useT();
  const propose = useProposeWorkDay();
  const checkForm = useFormCheck();
  const [day, setDay] = useState('');
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [tasks, setTasks] = useState<TaskDraft[]>(() => [newTask()]);
  const [problem, setProblem] = useState<string | null>(null);
  const input = (): WorkDayInput => ({
    day: day.replaceAll('-', '/'),
    title,
    note,
    tasks: tasks.map((task) => ({
      title: task.title,
      spots: task.spots === '' ? null : Number(task.spots),
    })),
  });
  const submit = async () => {
    setProblem(null);
    propose.reset();
    const sent = input();
    const checked = await checkForm((schemas) => schemas.WorkDayInputSchema.safeParse(sent));
    if (!checked.ok) return setProblem(checked.problem ?? t('common.networkError'));
    propose.mutate(sent, {
      onSuccess: () => {
        setTitle('');
        setNote('');
        setTasks([newTask()]);
      },
    });
  };
  const change = (key: number, next?: TaskDraft) =>
    setTasks((all) =>
      next ? all.map((task) => (task.key === key ? next : task)) : all.filter((t) => t.key !== key),
    );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          type="date"
          label={t('workDays.day')}
          value={day}
          min={today}
          required
          onChange={(event) => setDay(event.currentTarget.value)}
        />
        <TextInput
          label={t('workDays.title')}
          value={title}
          maxLength={WORK_TITLE_MAX}
          required
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <GrowingTextarea
          label={t('workDays.note')}
          value={note}
          maxLength={WORK_NOTE_MAX}
          minRows={2}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {tasks.map((task, index) => (
          <TaskFields
            key={task.key}
            task={task}
            number={index + 1}
            onChange={(next) => change(task.key, next)}
            onRemove={tasks.length > 1 ? () => change(task.key) : undefined}
          />
        ))}
        {tasks.length < WORK_TASKS_MAX && (
          <Group>
            <Button
              variant="light"
              className="touch-target"
              onClick={() => setTasks((all) => [...all, newTask()])}
            >
              {t('workDays.addTask')}
            </Button>
          </Group>
        )}
        {problem && <StatusText tone="error">{problem}</StatusText>}
        {propose.error && (
          <StatusText tone="error">
            {failureMessage(propose.error, t('fail.proposeWorkDay'))}
          </StatusText>
        )}
        {propose.isSuccess && <StatusText tone="success">{t('workDays.proposed')}</StatusText>}
        <Group>
          <Button type="submit" loading={propose.isPending}>
            {t('workDays.propose')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

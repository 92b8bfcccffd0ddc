import { ActionIcon, Alert, Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from './date-input';
import { useMediaQuery } from '@mantine/hooks';
import {
  firstConflict,
  formatDay,
  PLAN_TITLE_MAX,
  type BookedStay,
  type CalendarDate,
} from '@stuga/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { ApiError } from '@/lib/api-client';
import { useSaveStayPlan } from '../api/save-stay-plan';
import {
  canSubmit,
  draftFromServer,
  newDraftOption,
  planInput,
  submitLabel,
  type DraftPlan,
} from '../model';
import { OptionList } from './option-list';
import { ValidityBox } from './validity-box';

export interface PlanCardProps {
  plan: DraftPlan;
  today: CalendarDate;
  /** Approved stays of everyone, for the conflict check when adding an option. */
  booked: readonly BookedStay[];
  /** A range handed over from the timeline, put in the date picker. */
  initialRange?: [CalendarDate, CalendarDate] | null;
  onChange(plan: DraftPlan): void;
  /** Shown only when there is more than one plan (SPEC §5). */
  onRemove?: () => void;
}

type Range = [string | null, string | null];

/** One plan: its title, dates to add, its ranked options, its validity and Submit (SPEC §2). */
export function PlanCard({ plan, today, booked, initialRange, onChange, onRemove }: PlanCardProps) {
  const narrow = useMediaQuery('(max-width: 450px)') ?? false;
  const [range, setRange] = useState<Range>(initialRange ?? [null, null]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [adjusted, setAdjusted] = useState<string | null>(null);
  const save = useSaveStayPlan();
  // What may change is the server's word (the plan view); a new plan is open.
  const readOnly = !plan.can.edit;
  const change = (fields: Partial<DraftPlan>) => {
    setNotice(null);
    onChange({ ...plan, ...fields, dirty: true });
  };

  const addOption = () => {
    const [from, to] = range;
    if (!from || !to) return setConflict('Please choose the first and the last day of the stay.');
    if (readOnly) return setConflict(`This plan expired on ${formatDay(plan.expiry)}.`);
    const message = firstConflict({ from, to }, booked);
    if (message) return setConflict(message);
    setConflict(null);
    setRange([null, null]);
    change({ options: [...plan.options, newDraftOption(plan, from, to)] });
  };

  const submit = () => {
    setAdjusted(null);
    setNotice(null);
    // The server moves a validity that falls too late and says so (SPEC §5): one rule, there.
    save.mutate(
      { id: plan.id, plan: planInput(plan, true) },
      {
        onSuccess: (answer) => {
          // The card keeps its key, so it stays the same card with its messages.
          onChange({ ...draftFromServer(answer.stay_plan), key: plan.key });
          if (answer.message) setAdjusted(answer.message);
          setNotice({ ok: true, text: 'Plan submitted. The admins will look at it soon.' });
        },
        onError: (error) =>
          setNotice({
            ok: false,
            // The server's own words when it refused something (a conflict, an expired plan).
            text:
              error instanceof ApiError && error.status >= 400 && error.status < 500
                ? error.message
                : 'Failed to save stay plan. Please try again.',
          }),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={plan.title || 'Plan'}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <TextInput
            label="Plan title"
            value={plan.title}
            maxLength={PLAN_TITLE_MAX}
            disabled={readOnly}
            onChange={(event) => change({ title: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={onRemove}
              aria-label={`Remove ${plan.title}`}
            >
              <IconTrash aria-hidden />
            </ActionIcon>
          )}
        </Group>

        <Group align="flex-end" gap="sm">
          <DatePickerInput
            type="range"
            label="Dates of a stay"
            placeholder="Arrival – departure"
            value={range}
            onChange={(value) => setRange(value as Range)}
            minDate={today}
            // The calendar opens at the house's today, not the browser's (DECISIONS §1).
            defaultDate={range[0] ?? today}
            allowSingleDateInRange
            dropdownType={narrow ? 'modal' : 'popover'}
            valueFormatter={({ date }) =>
              Array.isArray(date)
                ? date
                    .filter(Boolean)
                    .map((d) => formatDay(String(d)))
                    .join(' – ')
                : ''
            }
            disabled={readOnly}
            style={{ flex: '1 1 14rem' }}
          />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={addOption}
            disabled={readOnly}
          >
            Add Option
          </Button>
        </Group>
        {conflict && <StatusText tone="error">{conflict}</StatusText>}

        <OptionList options={plan.options} onChange={(options) => change({ options })} />

        <ValidityBox
          expiry={plan.expiry}
          state={plan.state}
          today={today}
          narrow={narrow}
          onChange={(expiry) => change({ expiry })}
        />
        {adjusted && (
          <Alert color="yellow" variant="light" role="status">
            {adjusted}
          </Alert>
        )}
        {notice && <StatusText tone={notice.ok ? 'success' : 'error'}>{notice.text}</StatusText>}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} disabled={!canSubmit(plan)}>
            {submitLabel(plan)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from './date-input';
import { useMediaQuery } from '@mantine/hooks';
import { formatDay, type CalendarDate } from '@stuga/shared';
import { useState } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useSetPlanningHorizon } from '../api/set-planning-horizon';

export interface HorizonCardProps {
  horizon: CalendarDate | null;
  today: CalendarDate;
  isAdmin: boolean;
}

/**
 * The planning horizon (SPEC §2): how far ahead members see each other's stays; admins set it in
 * the 'Set Horizon' dialog (today or later, YYYY-MM-DD).
 */
export function HorizonCard({ horizon, today, isAdmin }: HorizonCardProps) {
  const narrow = useMediaQuery('(max-width: 450px)') ?? false;
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<string | null>(horizon);
  const set = useSetPlanningHorizon();
  const save = (value: string | null) => set.mutate(value, { onSuccess: () => setOpen(false) });

  return (
    <SectionCard
      title="Planning horizon"
      aside={
        isAdmin && (
          <Button
            variant="light"
            onClick={() => {
              setDate(horizon);
              set.reset();
              setOpen(true);
            }}
          >
            Set Horizon
          </Button>
        )
      }
    >
      <Text size="sm">
        {horizon
          ? `Members see each other's stays up to ${formatDay(horizon)}.`
          : 'No planning horizon is set: members see every stay.'}
      </Text>
      <Modal opened={open} onClose={() => setOpen(false)} title="Set Horizon" fullScreen={narrow}>
        <Stack gap="md">
          <DatePickerInput
            label="Horizon date"
            description="Today or later. Members do not see others' stays beginning after it."
            value={date}
            onChange={setDate}
            minDate={today}
            defaultDate={date ?? today}
            valueFormat="YYYY-MM-DD"
            clearable
            dropdownType={narrow ? 'modal' : 'popover'}
          />
          {set.error && (
            <StatusText tone="error">
              {set.error.message || 'Failed to update planning horizon'}
            </StatusText>
          )}
          <Group justify="space-between">
            <Button
              variant="subtle"
              color="gray"
              onClick={() => save(null)}
              disabled={!horizon}
              loading={set.isPending && set.variables === null}
            >
              Remove horizon
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button
                onClick={() => save(date)}
                disabled={!date}
                loading={set.isPending && set.variables !== null}
              >
                Set Horizon
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}

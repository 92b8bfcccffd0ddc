import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from './date-input';
import { useMediaQuery } from '@mantine/hooks';
import type { CalendarDate } from '@stuga/shared';
import { useState } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useSetPlanningHorizon } from '../api/set-planning-horizon';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';

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
  const format = useFormat();
  const t = useT();
  const narrow = useMediaQuery('(max-width: 450px)') ?? false;
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<string | null>(horizon);
  const set = useSetPlanningHorizon();
  const save = (value: string | null) => set.mutate(value, { onSuccess: () => setOpen(false) });

  return (
    <SectionCard
      title={t('stays.horizonCard.planningHorizon')}
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
            {t('stays.horizonCard.setHorizon')}
          </Button>
        )
      }
    >
      <Text size="sm">
        {horizon
          ? t('stays.horizonCard.membersSeeEachOther', { day: format.day(horizon) })
          : t('stays.horizonCard.noPlanningHorizonIs')}
      </Text>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('stays.horizonCard.setHorizon')}
        fullScreen={narrow}
      >
        <Stack gap="md">
          <DatePickerInput
            label={t('stays.horizonCard.horizonDate')}
            description={t('stays.horizonCard.todayOrLaterMembers')}
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
              {set.error.message || t('stays.horizonCard.failedToUpdatePlanning')}
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
              {t('stays.horizonCard.removeHorizon')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('auth.cancel')}
              </Button>
              <Button
                onClick={() => save(date)}
                disabled={!date}
                loading={set.isPending && set.variables !== null}
              >
                {t('stays.horizonCard.setHorizon')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}

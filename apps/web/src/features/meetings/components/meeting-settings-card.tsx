import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { NOTICE_WEEKS_MAX, NOTICE_WEEKS_MIN, type MeetingSettings } from '@stuga/shared';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useSetMeetingSettings } from '../api/set-meeting-settings';
import { useMeetingSettings } from '../api/get-meeting-settings';

/** The annual meeting (DECISIONS §24): how many weeks ahead its notice goes out. */
export function MeetingSettingsCard() {
  const t = useT();
  const settings = useMeetingSettings();
  return (
    <SectionCard title={t('settings.meetings.title')} size="h3">
      <QueryState
        data={settings.data}
        error={settings.error}
        isPending={settings.isPending}
        retry={() => void settings.refetch()}
        loadingLabel={t('settings.meetings.loading')}
      >
        {(data) => <MeetingSettingsForm stored={data} />}
      </QueryState>
    </SectionCard>
  );
}

function MeetingSettingsForm({ stored }: { stored: MeetingSettings }) {
  const t = useT();
  const save = useSetMeetingSettings();
  const [weeks, setWeeks] = useState<string | number>(stored.notice_weeks);
  const { result, onSubmit } = useCheckedSave(
    (schemas) => schemas.MeetingSettingsSchema.safeParse({ notice_weeks: Number(weeks) }),
    (data, done) => save.mutate(data, done),
    { saved: t('settings.meetings.saved'), failed: t('fail.meetingSettings') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.meetings.title')}>
      <Stack gap="sm">
        <NumberInput
          label={t('settings.meetings.weeks')}
          description={t('settings.meetings.weeksHelp')}
          value={weeks}
          min={NOTICE_WEEKS_MIN}
          max={NOTICE_WEEKS_MAX}
          allowDecimal={false}
          onChange={setWeeks}
          maw={260}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('settings.meetings.save')}
          </Button>
        </Group>
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
      </Stack>
    </form>
  );
}

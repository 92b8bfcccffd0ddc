import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { paths, PLACE_MAX } from '@stuga/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useCallMeeting } from '../api/call-meeting';

const wire = (day: string) => day.replaceAll('-', '/');

/** An admin calls the annual meeting (DECISIONS §24); the notice goes out at once. */
export function CallMeeting({ today, weeks }: { today: string; weeks: number }) {
  const t = useT();
  const call = useCallMeeting();
  const navigate = useNavigate();
  const [day, setDay] = useState('');
  const [time, setTime] = useState('14:00');
  const [place, setPlace] = useState('');
  const [link, setLink] = useState('');
  const [deadline, setDeadline] = useState('');
  const { result, onSubmit } = useCheckedSave(
    (schemas) =>
      schemas.MeetingInputSchema.safeParse({
        day: wire(day),
        time,
        place,
        video_link: link,
        motion_deadline: wire(deadline),
      }),
    (input, done) =>
      call.mutate(input, {
        onSuccess: (meeting) => {
          done.onSuccess();
          void navigate(paths.meeting.replace(':id', String(meeting.id)));
        },
        onError: done.onError,
      }),
    { saved: t('meetings.called'), failed: t('fail.callMeeting') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('meetings.callTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('meetings.noticeHelp', { weeks })}</Text>
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            type="date"
            label={t('meetings.day')}
            value={day}
            min={today}
            required
            onChange={(event) => setDay(event.currentTarget.value)}
          />
          <TextInput
            type="time"
            label={t('meetings.time')}
            value={time}
            required
            onChange={(event) => setTime(event.currentTarget.value)}
          />
        </Group>
        <TextInput
          label={t('meetings.place')}
          value={place}
          maxLength={PLACE_MAX}
          onChange={(event) => setPlace(event.currentTarget.value)}
        />
        <TextInput
          type="url"
          label={t('meetings.videoLink')}
          description={t('meetings.videoLinkHelp')}
          value={link}
          onChange={(event) => setLink(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('meetings.deadline')}
          value={deadline}
          min={today}
          required
          onChange={(event) => setDeadline(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={call.isPending}>
            {t('meetings.call')}
          </Button>
        </Group>
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
      </Stack>
    </form>
  );
}

import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { fromWireDate, paths, type Meeting, type MeetingItem } from '@stuga/shared';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useMeeting } from '../api/get-meeting';
import { AgendaEditor } from '../components/agenda-editor';
import { AgendaItem } from '../components/agenda-item';
import { DecisionForm } from '../components/decision-form';
import { itemTitle, STATE_LABELS } from '../components/labels';
import { Minutes } from '../components/minutes';
import { MotionForm } from '../components/motion-form';

/** An item, with the admin's way to record its decision; focus goes back to that button after. */
function RecordedItem({
  meeting,
  item,
  number,
}: {
  meeting: Meeting;
  item: MeetingItem;
  number: number;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <AgendaItem item={item} number={number}>
      {meeting.can.record &&
        (open ? (
          <DecisionForm meeting={meeting} item={item} onDone={close} />
        ) : (
          <Group data-no-print>
            <Button
              ref={opener}
              variant="light"
              size="compact-md"
              className="touch-target"
              aria-label={t('meetings.recordOf', { title: itemTitle(item, t) })}
              onClick={() => setOpen(true)}
            >
              {t(item.decision ? 'meetings.changeDecision' : 'meetings.recordDecision')}
            </Button>
          </Group>
        ))}
    </AgendaItem>
  );
}

/** The agenda: read, or ordered by an admin until the minutes go out. */
function Agenda({ meeting }: { meeting: Meeting }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const done = () => {
    setEditing(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <SectionCard title={t('meetings.agenda')}>
      {editing ? (
        <AgendaEditor meeting={meeting} onDone={done} />
      ) : (
        <Stack gap="md">
          <Stack component="ol" gap="lg" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {meeting.items.map((item, index) => (
              <RecordedItem key={item.id} meeting={meeting} item={item} number={index + 1} />
            ))}
          </Stack>
          {meeting.can.edit_agenda && (
            <Group data-no-print>
              <Button ref={opener} variant="default" onClick={() => setEditing(true)}>
                {t('meetings.editAgenda')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

/** When and where, until when motions are taken, and how far the meeting has come. */
function Facts({ meeting }: { meeting: Meeting }) {
  const t = useT();
  const format = useFormat();
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge color="blue.9" variant="filled" tt="none">
          {t(STATE_LABELS[meeting.state])}
        </Badge>
      </Group>
      <Text>
        {t('meetings.when', { day: format.day(fromWireDate(meeting.day)), time: meeting.time })}
      </Text>
      {meeting.place && <Text>{t('meetings.where', { place: meeting.place })}</Text>}
      {meeting.video_link && (
        <Anchor href={meeting.video_link} target="_blank" rel="noreferrer" className="touch-target">
          {t('meetings.join')}
        </Anchor>
      )}
      <Text>
        {t('meetings.motionsUntil', { day: format.day(fromWireDate(meeting.motion_deadline)) })}
      </Text>
    </Stack>
  );
}

/**
 * An annual meeting (DECISIONS §24): its facts, its agenda with the motions and (to the admins
 * and checkers, then to everyone once published) the decisions; a motion sent while they are
 * taken; the minutes, checked and printed.
 */
export function MeetingScreen() {
  const t = useT();
  const format = useFormat();
  const asked = Number(useParams().id);
  const id = Number.isInteger(asked) && asked > 0 ? asked : 0;
  usePageTitle(t('meetings.meeting'));
  const meeting = useMeeting(id);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>
            {meeting.data
              ? t('meetings.meetingOn', { day: format.day(fromWireDate(meeting.data.day)) })
              : t('meetings.meeting')}
          </Title>
          <BackLink to={paths.meetings}>{t('meetings.back')}</BackLink>
        </Group>
        <QueryState
          data={meeting.data}
          error={meeting.error}
          isPending={meeting.isPending}
          retry={() => void meeting.refetch()}
          loadingLabel={t('meetings.loadingOne')}
        >
          {(data) => (
            <Stack gap="lg">
              <Facts meeting={data} />
              <Agenda meeting={data} />
              {data.can.motion && (
                <SectionCard title={t('meetings.motionTitle')}>
                  <MotionForm meetingId={data.id} />
                </SectionCard>
              )}
              {(data.state !== 'called' || data.can.send) && <Minutes meeting={data} />}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}

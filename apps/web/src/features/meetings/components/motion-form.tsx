import { GrowingTextarea } from '@/components/ui/growing-textarea';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { ITEM_TITLE_MAX, MOTION_TEXT_MAX } from '@stuga/shared';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useSendMotion } from '../api/send-motion';

/** A member sends a motion (DECISIONS §24) until the last day for motions; it joins the agenda. */
export function MotionForm({ meetingId }: { meetingId: number }) {
  const t = useT();
  const send = useSendMotion(meetingId);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const { result, onSubmit } = useCheckedSave(
    (schemas) => schemas.MotionInputSchema.safeParse({ title, text }),
    (input, done) =>
      send.mutate(input, {
        onSuccess: () => {
          setTitle('');
          setText('');
          done.onSuccess();
        },
        onError: done.onError,
      }),
    { saved: t('meetings.motionSent'), failed: t('fail.sendMotion') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('meetings.motionTitle')}>
      <Stack gap="sm">
        <TextInput
          label={t('meetings.motionName')}
          value={title}
          maxLength={ITEM_TITLE_MAX}
          required
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <GrowingTextarea
          label={t('meetings.motionText')}
          value={text}
          maxLength={MOTION_TEXT_MAX}
          minRows={3}
          required
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t('meetings.sendMotion')}
          </Button>
        </Group>
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
      </Stack>
    </form>
  );
}

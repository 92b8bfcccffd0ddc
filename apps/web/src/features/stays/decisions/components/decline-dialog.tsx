import { GrowingTextarea } from '@/components/ui/growing-textarea';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';

export interface DeclineDialogProps {
  /** Who and when, to say what is being declined; null closes the dialog. */
  subject: string | null;
  pending: boolean;
  error: string | null;
  onDecline(reason: string): void;
  onClose(): void;
}

/** 'Decline Stay Request' (SPEC §2): a reason is required; Decline waits for it (SPEC §5). */
export function DeclineDialog({ subject, pending, error, onDecline, onClose }: DeclineDialogProps) {
  const t = useT();
  const narrow = useMediaQuery('(max-width: 450px)') ?? false;
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const blank = !reason.trim();
  return (
    <Modal
      opened={subject !== null}
      onClose={onClose}
      title={t('decline.title')}
      fullScreen={narrow}
    >
      <Stack gap="md">
        <Text size="sm">{subject}</Text>
        <GrowingTextarea
          label={t('decline.reason')}
          description={t('decline.help')}
          minRows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          onBlur={() => setTried(true)}
          error={tried && blank ? t('api.stay.reason') : undefined}
          data-autofocus
        />
        {error && <StatusText tone="error">{error}</StatusText>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            disabled={blank}
            loading={pending}
            onClick={() => onDecline(reason.trim())}
          >
            {t('stays.timelineBar.decline')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

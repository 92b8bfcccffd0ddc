import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';

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
  const narrow = useMediaQuery('(max-width: 450px)') ?? false;
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const blank = !reason.trim();
  return (
    <Modal
      opened={subject !== null}
      onClose={onClose}
      title="Decline Stay Request"
      fullScreen={narrow}
    >
      <Stack gap="md">
        <Text size="sm">{subject}</Text>
        <Textarea
          label="Reason"
          description="The member reads it in their plan and in the mail they get."
          autosize
          minRows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          onBlur={() => setTried(true)}
          error={tried && blank ? 'Decline reason is required' : undefined}
          data-autofocus
        />
        {error && <StatusText tone="error">{error}</StatusText>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={blank}
            loading={pending}
            onClick={() => onDecline(reason.trim())}
          >
            Decline
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusText } from './status-text';
import { useT } from '@/lib/i18n';

export interface ConfirmDeleteProps {
  opened: boolean;
  title: string;
  /** What will be lost, in a sentence. */
  children: ReactNode;
  pending: boolean;
  /** Why the last attempt failed, if it did. */
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** The red button's words (default: Delete). */
  confirmLabel?: string;
  /** The other button's words (default: Cancel). */
  cancelLabel?: string;
}

/** Asks before something is lost for good: Cancel, or Delete (or the given words) in red. */
export function ConfirmDelete({
  opened,
  title,
  children,
  pending,
  error,
  onCancel,
  onConfirm,
  confirmLabel,
  cancelLabel,
}: ConfirmDeleteProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      {children}
      {error && (
        <StatusText tone="error" mt="sm">
          {error}
        </StatusText>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {confirmLabel ?? t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}

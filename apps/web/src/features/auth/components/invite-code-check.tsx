import { Loader, Text } from '@mantine/core';
import { inviteLevelLabel, type InviteVerification } from '@stuga/shared';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { StatusText } from '@/components/ui/status-text';

/** idle, checking, valid or error (SPEC §2, Signup completion). */
export type InviteCheckState =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'valid'; result: InviteVerification }
  | { state: 'error'; message: string };

/** What the signup form says about the invite code typed so far. */
export function InviteCodeCheck({ check }: { check: InviteCheckState }) {
  switch (check.state) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <Text size="sm" c="dimmed" role="status">
          <Loader size={12} mr={6} />
          Verifying invite code...
        </Text>
      );
    case 'valid':
      return (
        <StatusText tone="success">
          <IconCircleCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> Valid
          invite: {inviteLevelLabel(check.result.code_type ?? 'verified')}, from{' '}
          {check.result.generated_by_name}
        </StatusText>
      );
    case 'error':
      return (
        <StatusText tone="error">
          <IconCircleX size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
          {check.message}
        </StatusText>
      );
  }
}

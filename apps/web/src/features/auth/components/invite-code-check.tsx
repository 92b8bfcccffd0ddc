import { Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import type { InviteCheckState } from '../api/use-invite-check';

/** idle, checking, valid or error (SPEC §2, Signup completion). */

/** The check's icon, on the line of the text and a space before it. */
const ICON = { verticalAlign: 'text-bottom', marginRight: '0.3em' };

/** What the signup form says about the invite code typed so far. */
export function InviteCodeCheck({ check }: { check: InviteCheckState }) {
  const t = useT();
  switch (check.state) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <Text size="sm" c="dimmed" role="status">
          <Loader size={12} mr={6} />
          {t('auth.checkingInvite')}
        </Text>
      );
    case 'valid':
      return (
        <StatusText tone="success">
          <IconCircleCheck size={16} aria-hidden style={ICON} />
          {t('auth.validInvite', {
            level: t(
              check.result.code_type === 'trusted' ? 'auth.level.trusted' : 'auth.level.verified',
            ),
            name: check.result.generated_by_name ?? '',
          })}
        </StatusText>
      );
    case 'error':
      return (
        <StatusText tone="error">
          <IconCircleX size={16} aria-hidden style={ICON} />
          {check.message}
        </StatusText>
      );
  }
}

import { type InviteVerification } from '@stuga/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '@/lib/api-client';
import { useSay, useT } from '@/lib/i18n';
import { verifyInvite } from '@/lib/verify-invite';

/** Where checking an invite code stands, as the form shows it. */
export type InviteCheckState =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'valid'; result: InviteVerification }
  | { state: 'error'; message: string };
import { authKeys } from './keys';

/** Checks an invite code shortly after typing stops. */
export function useInviteCheck(code: string, enabled: boolean): InviteCheckState {
  const t = useT();
  const say = useSay();
  const trimmed = code.trim();
  const [debounced] = useDebouncedValue(trimmed, 400);
  const query = useQuery({
    queryKey: authKeys.invite(debounced),
    queryFn: ({ signal }) => verifyInvite(debounced, signal),
    enabled: enabled && debounced.length > 0,
    retry: false,
  });
  if (!enabled || !trimmed) return { state: 'idle' };
  // Until the check of exactly this code has answered, it is unconfirmed.
  if (debounced !== trimmed || query.isPending || query.isFetching) return { state: 'checking' };
  if (query.error) {
    return {
      state: 'error',
      message: failureMessage(query.error, t('community.inviteLanding.verifyFailed')),
    };
  }
  if (query.data?.valid) return { state: 'valid', result: query.data };
  return {
    state: 'error',
    message: query.data?.error ? say(query.data.error, query.data.code) : t('api.invite.invalid'),
  };
}

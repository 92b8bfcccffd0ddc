import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileKeys } from './keys';

/** `POST /api/profile/second-factor/confirm`: the code on, with a first code; the recovery codes. */
export function useConfirmSecondFactor() {
  const queryClient = useQueryClient();
  const { user, setUser } = useSession();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<{ recovery_codes: string[] }>(
        '/api/profile/second-factor/confirm',
        'fail.secondFactor',
        { method: 'POST', body: { code } },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.secondFactor() });
      if (user) setUser({ ...user, second_factor: true });
    },
  });
}

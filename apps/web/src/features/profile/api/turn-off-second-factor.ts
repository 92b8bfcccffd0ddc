import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileKeys } from './keys';

/** `POST /api/profile/second-factor/off`: the code off, with a code. */
export function useTurnOffSecondFactor() {
  const queryClient = useQueryClient();
  const { user, setUser } = useSession();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<{ enabled: boolean }>('/api/profile/second-factor/off', 'fail.secondFactor', {
        method: 'POST',
        body: { code },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.secondFactor() });
      if (user) setUser({ ...user, second_factor: false });
    },
  });
}

import type { AdminImprovementsResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminImprovementsQuery } from './get-admin-improvements';
import { improvementKeys } from './keys';

/**
 * A change an admin makes to improvements: every such call answers with the whole list
 * (SPEC §7), which replaces the one shown; the members' views, which it changes too, load anew.
 */
export function useAdminChange<V>(call: (variables: V) => Promise<AdminImprovementsResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminImprovementsQuery().queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: improvementKeys.views() });
    },
    // SPEC §8: admin improvement failures are logged (and shown where they happen).
    onError: (error) => console.error('Changing an improvement failed:', error.message),
  });
}

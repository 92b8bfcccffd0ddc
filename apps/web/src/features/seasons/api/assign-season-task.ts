import type { SeasonRun } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { seasonKeys } from './keys';
import { withRun } from './season-tick-writes';

/** `PUT /api/admin/season-runs/:id/tasks/:item/assignee`: who does a task (null: anyone). */
export function useAssignSeasonTask(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, user }: { item: number; user: number | null }) =>
      apiRequest<{ run: SeasonRun }>(
        `/api/admin/season-runs/${runId}/tasks/${item}/assignee`,
        'fail.assignSeasonTask',
        { method: 'PUT', body: { user_id: user } },
      ),
    onSuccess: ({ run }) => queryClient.setQueryData(seasonKeys.all(), withRun(run)),
  });
}

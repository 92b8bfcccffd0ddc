import type { SeasonRun } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { madeNow } from '@/lib/offline-writes';
import { useSession } from '@/lib/session';
import { seasonTickKey, type SeasonTickWrite } from './season-tick-writes';

/**
 * A season's tick (DECISIONS §24): kept on the phone for the signed-in member with the time it was
 * made, and sent with their session, at once or, offline, when the network returns.
 */
export function useTickSeasonTask(runId: number) {
  const { user } = useSession();
  const mutation = useMutation<{ run: SeasonRun }, Error, SeasonTickWrite>({
    mutationKey: seasonTickKey(runId),
  });
  return {
    ...mutation,
    tick: (item: number, done: boolean, settled?: () => void) =>
      user &&
      mutation.mutate(
        { runId, item, input: { done }, member: user.id, made_at: madeNow() },
        { onSettled: settled },
      ),
  };
}

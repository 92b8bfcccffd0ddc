import type { Checklist, RunItem, TickInput } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { tickKey, type TickWrite } from './tick-writes';
import { madeNow } from '@/lib/offline-writes';

/**
 * A tick (DECISIONS §20, §22): kept on the phone for the signed-in member with the time it was
 * made, and sent with their session, at once or, offline, when the network returns
 * (`tick-writes`, `lib/offline-writes`).
 */
export function useTick(stayId: number) {
  const { user } = useSession();
  const mutation = useMutation<{ item: RunItem }, Error, TickWrite>({
    mutationKey: tickKey(stayId),
  });
  return {
    ...mutation,
    /** Ticks or unticks an item; `settled` runs once it was sent, or failed (not while kept). */
    tick: (list: Checklist, item: number, input: TickInput, settled?: () => void) =>
      user &&
      mutation.mutate(
        { stayId, list, item, input, member: user.id, made_at: madeNow() },
        { onSettled: settled },
      ),
  };
}

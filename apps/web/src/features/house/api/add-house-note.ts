import type { HouseNote, HouseNoteInput } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { logKey, type LogWrite } from './note-writes';
import { madeNow } from '@/lib/offline-writes';

/**
 * A note for the house log, with its photo when there is one: kept on the phone for the member
 * with the time it was written and a key it is kept once by, and sent with their session, at once
 * or, offline, when the network returns.
 */
export function useAddHouseNote() {
  const { user } = useSession();
  const mutation = useMutation<{ note: HouseNote }, Error, LogWrite>({ mutationKey: logKey() });
  return {
    ...mutation,
    add: (input: HouseNoteInput, photo: File | null, added?: () => void) =>
      user &&
      mutation.mutate(
        {
          input,
          photo,
          client_key: crypto.randomUUID(),
          member: user.id,
          made_at: madeNow(),
        },
        { onSuccess: () => added?.() },
      ),
  };
}

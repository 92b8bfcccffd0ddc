import type { DepartureNoteInput, StayChecklists } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { noteKey, type NoteWrite } from './note-writes';
import { madeNow } from '@/lib/offline-writes';

/**
 * A departure note (DECISIONS §20, §22): kept on the phone for the signed-in member with the time
 * it was written, and sent with their session, at once or, offline, when the network returns.
 */
export function useDepartureNote(stayId: number) {
  const { user } = useSession();
  const mutation = useMutation<{ note: StayChecklists['note'] }, Error, NoteWrite>({
    mutationKey: noteKey(stayId),
  });
  return {
    ...mutation,
    save: (input: DepartureNoteInput, saved?: () => void) =>
      user &&
      mutation.mutate(
        { stayId, input, member: user.id, made_at: madeNow() },
        { onSuccess: () => saved?.() },
      ),
  };
}

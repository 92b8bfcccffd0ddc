import type { DepartureNoteInput, HouseNote, HouseNoteInput, StayChecklists } from '@stuga/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { keepWritesOf, OFFLINE, type Made } from '@/lib/offline-writes';
import { postFile } from '@/lib/upload';

/** A departure note as it is kept and sent (DECISIONS §20, §22). */
export interface NoteWrite extends Made {
  stayId: number;
  input: DepartureNoteInput;
}

/** A note for the house log as it is kept and sent, with its photo and the key it is kept once by. */
export interface LogWrite extends Made {
  input: HouseNoteInput;
  photo: File | null;
  client_key: string;
}

export const noteKey = (stayId: number) => [OFFLINE, 'note', stayId] as const;
export const logKey = () => [OFFLINE, 'log'] as const;

/** `PUT /api/bookings/:id/departure-note`, with when it was written. */
const sendNote = ({ stayId, input, made_at }: NoteWrite) =>
  apiRequest<{ note: StayChecklists['note'] }>(
    `/api/bookings/${stayId}/departure-note`,
    'house.noteFailed',
    { method: 'PUT', body: { ...input, made_at } },
  );

/** `POST /api/house-log/:id/photo`: one picture, as a form's file. */
const sendNotePhoto = (id: number, file: File) =>
  postFile<{ note: HouseNote }>(`/api/house-log/${id}/photo`, file, 'house.photoFailed');

/**
 * `POST /api/house-log`, then its photo: sent again after a failure, the note is kept once (its
 * key), and the photo replaces the one it may already have.
 */
async function sendLogNote({ input, photo, client_key, made_at }: LogWrite) {
  const made = await apiRequest<{ note: HouseNote }>('/api/house-log', 'house.logFailed', {
    method: 'POST',
    body: { ...input, client_key, made_at },
  });
  return photo ? sendNotePhoto(made.note.id, photo) : made;
}

/**
 * How departure notes and house-log notes are sent, whichever screen is open, once, with the app's
 * client: written offline, they go when the network returns (DECISIONS §20: notes are kept and
 * sent later, as ticks are).
 */
export function keepNotes(queryClient: QueryClient) {
  keepWritesOf<NoteWrite, { note: StayChecklists['note'] }>(queryClient, ['note'], {
    send: sendNote,
    onSuccess: ({ note }, { stayId }) =>
      queryClient.setQueriesData<StayChecklists>(
        { queryKey: ['house', 'run'], predicate: (query) => query.queryKey[3] === stayId },
        (run) => (run ? { ...run, note } : run),
      ),
  });
  keepWritesOf<LogWrite, { note: HouseNote }>(queryClient, ['log'], {
    send: sendLogNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['house'] }),
  });
}

import type {
  AtTheHouse,
  Checklist,
  ChecklistInput,
  ChecklistRuns,
  Checklists,
  DepartureNoteInput,
  HouseLog,
  HouseNote,
  HouseNoteInput,
  RunItem,
  StayChecklists,
  TickInput,
} from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { logKey, noteKey, type LogWrite, type NoteWrite } from './note-writes';
import { tickKey, type TickWrite } from './tick-writes';
import { madeNow } from '@/lib/offline-writes';

export const houseKeys = {
  all: () => ['house'] as const,
  stays: (viewer: string) => ['house', 'stays', viewer] as const,
  run: (viewer: string, id: number) => ['house', 'run', viewer, id] as const,
  log: () => ['house', 'log'] as const,
  lists: () => ['house', 'lists'] as const,
  runs: () => ['house', 'runs'] as const,
};

/** `GET /api/at-the-house`: the member's stays from today on. */
export function useHouseStays(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: houseKeys.stays(viewer),
    queryFn: ({ signal }) =>
      apiRequest<AtTheHouse>('/api/at-the-house', 'house.loadFailed', { signal }),
    enabled,
  });
}

/** `GET /api/bookings/:id/checklists`. */
export function useStayChecklists(id: number | null) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: houseKeys.run(viewer, id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<StayChecklists>(`/api/bookings/${id}/checklists`, 'house.loadFailed', {
        signal,
      }),
    enabled: id !== null,
  });
}

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

/** `GET /api/house-log`. */
export const useHouseLog = (enabled: boolean) =>
  useQuery({
    queryKey: houseKeys.log(),
    queryFn: ({ signal }) => apiRequest<HouseLog>('/api/house-log', 'house.loadFailed', { signal }),
    enabled,
  });

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

/** `POST /api/admin/house-log/:id/done`. */
export function useMarkNoteDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<HouseLog>(`/api/admin/house-log/${id}/done`, 'house.logFailed', {
        method: 'POST',
      }),
    onSuccess: async (log) => {
      queryClient.setQueryData(houseKeys.log(), log);
      await queryClient.invalidateQueries({ queryKey: houseKeys.all() });
    },
  });
}

/** `GET /api/admin/checklists`. */
export const useChecklists = () =>
  useQuery({
    queryKey: houseKeys.lists(),
    queryFn: ({ signal }) =>
      apiRequest<Checklists>('/api/admin/checklists', 'house.loadFailed', { signal }),
  });

/** `PUT /api/admin/checklists/:list`. */
export function useSaveChecklist(list: Checklist) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChecklistInput) =>
      apiRequest<Checklists>(`/api/admin/checklists/${list}`, 'house.listFailed', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (lists) => queryClient.setQueryData(houseKeys.lists(), lists),
  });
}

/** `GET /api/admin/checklist-runs`. */
export const useChecklistRuns = () =>
  useQuery({
    queryKey: houseKeys.runs(),
    queryFn: ({ signal }) =>
      apiRequest<ChecklistRuns>('/api/admin/checklist-runs', 'house.loadFailed', { signal }),
  });

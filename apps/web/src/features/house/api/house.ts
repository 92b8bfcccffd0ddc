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
import { ApiError, apiRequest, failureOf, offlineError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';
import { online } from '@/lib/offline';
import { useSession } from '@/lib/session';
import { queueTick, sendTick } from '../offline-ticks';

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
 * `PUT /api/bookings/:id/checklists/:list/:item`: the run answered with the item as kept. Without
 * a network the tick is kept on the phone and shown as made (`queued`), and sent when the network
 * returns (offline-ticks).
 */
export function useTick(id: number) {
  const queryClient = useQueryClient();
  const { viewer, user } = useSession();
  return useMutation({
    mutationFn: async ({
      list,
      item,
      input,
    }: {
      list: Checklist;
      item: number;
      input: TickInput;
    }): Promise<{ item: RunItem; queued: boolean }> => {
      const tick = { stayId: id, list, item, input };
      const kept = (): { item: RunItem; queued: boolean } => {
        queueTick(tick);
        const run = queryClient.getQueryData<StayChecklists>(houseKeys.run(viewer, id));
        const before = run?.[list].find((entry) => entry.id === item);
        return {
          queued: true,
          item: {
            ...before!,
            done: input.done,
            value: input.done ? (input.value ?? null) : null,
            by: input.done ? (user?.name ?? null) : null,
            at: input.done ? new Date().toISOString() : null,
          },
        };
      };
      if (!online()) return kept();
      try {
        return { ...(await sendTick(tick)), queued: false };
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) return kept();
        throw error;
      }
    },
    onSuccess: ({ item }, { list }) =>
      queryClient.setQueryData<StayChecklists>(houseKeys.run(viewer, id), (run) =>
        run ? { ...run, [list]: run[list].map((i) => (i.id === item.id ? item : i)) } : run,
      ),
  });
}

/** `PUT /api/bookings/:id/departure-note`. */
export function useDepartureNote(id: number) {
  const queryClient = useQueryClient();
  const { viewer } = useSession();
  return useMutation({
    mutationFn: (input: DepartureNoteInput) =>
      apiRequest<{ note: StayChecklists['note'] }>(
        `/api/bookings/${id}/departure-note`,
        'house.noteFailed',
        { method: 'PUT', body: input },
      ),
    onSuccess: ({ note }) =>
      queryClient.setQueryData<StayChecklists>(houseKeys.run(viewer, id), (run) =>
        run ? { ...run, note } : run,
      ),
  });
}

/** `GET /api/house-log`. */
export const useHouseLog = (enabled: boolean) =>
  useQuery({
    queryKey: houseKeys.log(),
    queryFn: ({ signal }) => apiRequest<HouseLog>('/api/house-log', 'house.loadFailed', { signal }),
    enabled,
  });

/** `POST /api/house-log/:id/photo`: one picture, as a form's file. */
async function sendNotePhoto(id: number, file: File): Promise<{ note: HouseNote }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = sessionStore.get()?.jwt;
  let answer: Response;
  try {
    answer = await fetch(`/api/house-log/${id}/photo`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    throw offlineError();
  }
  const body: unknown = await answer.json().catch(() => undefined);
  if (!answer.ok) throw failureOf(body, answer.status, 'house.photoFailed');
  return body as { note: HouseNote };
}

/** `POST /api/house-log`, then the photo with it, when there is one. */
export function useAddHouseNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, photo }: { input: HouseNoteInput; photo: File | null }) => {
      const made = await apiRequest<{ note: HouseNote }>('/api/house-log', 'house.logFailed', {
        method: 'POST',
        body: input,
      });
      return photo ? sendNotePhoto(made.note.id, photo) : made;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: houseKeys.all() }),
  });
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

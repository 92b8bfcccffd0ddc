import type { Checklist, RunItem, StayChecklists, TickInput } from '@stuga/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { keepWritesOf, OFFLINE, type Made } from '@/lib/offline-writes';

/** A tick as it is kept and sent (DECISIONS §20, §22): whose, when, and what. */
export interface TickWrite extends Made {
  stayId: number;
  list: Checklist;
  item: number;
  input: TickInput;
}

/** The key of a stay's kept ticks. */
export const tickKey = (stayId: number) => [OFFLINE, 'tick', stayId] as const;

/** `PUT /api/bookings/:id/checklists/:list/:item`, with when the tick was made. */
const sendTick = ({ stayId, list, item, input, made_at }: TickWrite) =>
  apiRequest<{ item: RunItem }>(
    `/api/bookings/${stayId}/checklists/${list}/${item}`,
    'house.tickFailed',
    { method: 'PUT', body: { ...input, made_at } },
  );

/**
 * How ticks are sent, whichever screen is open, once, with the app's client: a tick made offline
 * goes when the network returns, and the stay's run shows it as the server kept it.
 */
export function keepTicks(queryClient: QueryClient) {
  keepWritesOf<TickWrite, { item: RunItem }>(queryClient, ['tick'], {
    send: sendTick,
    onSuccess: ({ item }, { stayId, list }) =>
      queryClient.setQueriesData<StayChecklists>(
        { queryKey: ['house', 'run'], predicate: (query) => query.queryKey[3] === stayId },
        (run) =>
          run ? { ...run, [list]: run[list].map((i) => (i.id === item.id ? item : i)) } : run,
      ),
  });
}

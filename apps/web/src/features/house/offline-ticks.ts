import type { Checklist, RunItem, TickInput } from '@stuga/shared';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * Ticks made without a network (DECISIONS §20): kept on the phone, the latest per item, and sent
 * when the network returns. A tick is idempotent on the server (one per item, however often it
 * is sent), so one sent again after a lost answer is still kept once; nothing is dropped until the
 * server has taken it or refused it.
 */
const KEY = 'stuga.ticks';

export interface QueuedTick {
  stayId: number;
  list: Checklist;
  item: number;
  input: TickInput;
}

const keyOf = (tick: Pick<QueuedTick, 'stayId' | 'list' | 'item'>) =>
  `${tick.stayId}:${tick.list}:${tick.item}`;

function read(): Record<string, QueuedTick> {
  try {
    return JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as Record<string, QueuedTick>;
  } catch {
    return {};
  }
}

function write(queue: Record<string, QueuedTick>) {
  try {
    if (Object.keys(queue).length) window.localStorage.setItem(KEY, JSON.stringify(queue));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to keep it in: the tick stays shown until the page goes.
  }
}

/** Keeps a tick to send later; a later tick of the same item replaces it. */
export function queueTick(tick: QueuedTick) {
  write({ ...read(), [keyOf(tick)]: tick });
}

/** The ticks of a stay waiting to be sent. */
export const queuedTicks = (stayId: number) =>
  Object.values(read()).filter((tick) => tick.stayId === stayId);

/** An item's tick waiting to be sent, if there is one. */
export const queuedTick = (tick: Pick<QueuedTick, 'stayId' | 'list' | 'item'>) =>
  read()[keyOf(tick)];

/** Sends one tick. */
export const sendTick = ({ stayId, list, item, input }: QueuedTick) =>
  apiRequest<{ item: RunItem }>(
    `/api/bookings/${stayId}/checklists/${list}/${item}`,
    'house.tickFailed',
    {
      method: 'PUT',
      body: input,
    },
  );

let flushing: Promise<number> | null = null;

/**
 * Sends the kept ticks, one after the other; each leaves the queue once the server took it or
 * refused it (a refusal will not change by sending again). Stops at the first that finds no
 * network. One run at a time: answers how many were sent.
 */
export function flushTicks(): Promise<number> {
  if (flushing) return flushing;
  const run = (async () => {
    let sent = 0;
    for (const tick of Object.values(read())) {
      try {
        await sendTick(tick);
        sent += 1;
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) break;
      }
      const rest = read();
      // Unless a newer tick of the item came meanwhile.
      if (JSON.stringify(rest[keyOf(tick)]) === JSON.stringify(tick)) {
        delete rest[keyOf(tick)];
        write(rest);
      }
    }
    return sent;
  })();
  // Set before the run can end: a run with nothing to send ends at once.
  flushing = run;
  void run.finally(() => {
    if (flushing === run) flushing = null;
  });
  return run;
}

import type { SeasonRun, Seasons, SeasonTickInput } from '@stuga/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { keepWritesOf, OFFLINE, type Made } from '@/lib/offline-writes';
import { seasonKeys } from './keys';

/** A season's tick as it is kept and sent (DECISIONS §24, §22): whose, when, and what. */
export interface SeasonTickWrite extends Made {
  runId: number;
  item: number;
  input: SeasonTickInput;
}

/** The key of a run's kept ticks. */
export const seasonTickKey = (runId: number) => [OFFLINE, 'season-tick', runId] as const;

/** The seasons with one run as the server now has it. */
export const withRun = (run: SeasonRun) => (seasons: Seasons | undefined) =>
  seasons
    ? { ...seasons, runs: seasons.runs.map((kept) => (kept.id === run.id ? run : kept)) }
    : seasons;

/** `PUT /api/season-runs/:id/tasks/:item`, with when the tick was made. */
const sendTick = ({ runId, item, input, made_at }: SeasonTickWrite) =>
  apiRequest<{ run: SeasonRun }>(`/api/season-runs/${runId}/tasks/${item}`, 'house.tickFailed', {
    method: 'PUT',
    body: { ...input, made_at },
  });

/**
 * How a season's ticks are sent, whichever screen is open, once, with the app's client: one made
 * offline goes when the network returns, and the run shows it as the server kept it.
 */
export function keepSeasonTicks(queryClient: QueryClient) {
  keepWritesOf<SeasonTickWrite, { run: SeasonRun }>(queryClient, ['season-tick'], {
    send: sendTick,
    onSuccess: ({ run }) => queryClient.setQueryData(seasonKeys.all(), withRun(run)),
  });
}

import type { Chores } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The chores' query key: one, so a turn done on the chores' screen shows on the timeline too. */
export const choresKey = () => ['chores'] as const;

/**
 * `GET /api/chores`: the chores, each with its turns for the next 60 days. One query the chores'
 * screen and the timeline's "Your turns" read (DECISIONS §24: turns show on the timeline).
 */
export const choresQuery = () =>
  queryOptions({
    queryKey: choresKey(),
    queryFn: ({ signal }) => apiRequest<Chores>('/api/chores', 'fail.chores', { signal }),
  });

export const useChores = (enabled = true) => useQuery({ ...choresQuery(), enabled });

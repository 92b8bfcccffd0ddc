import type { Decisions } from '@stuga/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from './keys';
import { type DecisionsFilter } from './get-history';

/** `GET /api/admin/decisions`: every change, newest first, a page at a time. */
export const useDecisions = (filter: DecisionsFilter) =>
  useQuery({
    queryKey: stayKeys.decisions(filter),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(filter.page) });
      if (filter.member !== null) query.set('member', String(filter.member));
      if (filter.year !== null) query.set('year', String(filter.year));
      return apiRequest<Decisions>(`/api/admin/decisions?${query}`, 'fail.decisions', {
        signal,
      });
    },
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

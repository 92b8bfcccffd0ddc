import type { FairShareTable } from '@stuga/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from './keys';

/** `GET /api/admin/fair-share?year=`: every member's share in a year (null: this year). */
export const useFairShareTable = (year: number | null) =>
  useQuery({
    queryKey: stayKeys.fairShareTable(year),
    queryFn: ({ signal }) =>
      apiRequest<FairShareTable>(
        year === null ? '/api/admin/fair-share' : `/api/admin/fair-share?year=${year}`,
        'fail.fairShareTable',
        { signal },
      ),
    // The year shown stays while the other one loads.
    placeholderData: keepPreviousData,
  });

import type { CostKind, Costs } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { costKeys } from './costs';

/** `GET /api/admin/costs?year=&kind=`: a year's costs, the latest first. */
export const useCosts = (year: number, kind: CostKind | null) =>
  useQuery({
    queryKey: costKeys.year(year, kind),
    queryFn: ({ signal }) =>
      apiRequest<Costs>(
        `/api/admin/costs?year=${year}${kind ? `&kind=${kind}` : ''}`,
        'fail.costs',
        { signal },
      ),
  });

import type { MoneyYear } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moneyKey } from './money';

/** `GET /api/money/years/{year}`: the year's statement. */
export const useMoneyYear = (year: number) =>
  useQuery({
    queryKey: [...moneyKey(), 'year', year],
    queryFn: ({ signal }) =>
      apiRequest<MoneyYear>(`/api/money/years/${year}`, 'fail.moneyYear', { signal }),
  });

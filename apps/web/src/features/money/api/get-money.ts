import type { Money } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moneyKey } from './money';

/** `GET /api/money`: everyone's balance, the payments that clear them, the viewer's parts. */
export const useMoney = () =>
  useQuery({
    queryKey: moneyKey(),
    queryFn: ({ signal }) => apiRequest<Money>('/api/money', 'fail.money', { signal }),
  });

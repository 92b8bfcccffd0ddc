import type { MoneySettings } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moneySettingsKey } from './money';

/** `GET /api/admin/money-settings`: the price per kWh and when a new part is mailed. */
export const moneySettingsQuery = () =>
  queryOptions({
    queryKey: moneySettingsKey(),
    queryFn: ({ signal }) =>
      apiRequest<MoneySettings>('/api/admin/money-settings', 'fail.moneySettings', { signal }),
  });

export const useMoneySettings = () => useQuery(moneySettingsQuery());

import type { MoneySettings } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moneySettingsKey } from './money';

/** `PUT /api/admin/money-settings`. */
export function useSetMoneySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MoneySettings) =>
      apiRequest<MoneySettings>('/api/admin/money-settings', 'settings.money.failed', {
        method: 'PUT',
        body: settings,
      }),
    onSuccess: (answer) => queryClient.setQueryData(moneySettingsKey(), answer),
  });
}

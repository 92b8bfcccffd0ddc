import { stayKeys } from '@/features/stays/api/keys';

/** Query keys of what stays cost and their payments (DECISIONS §21). */
export const paymentKeys = {
  fees: () => [...stayKeys.all(), 'fees'] as const,
  payment: (id: number) => [...stayKeys.all(), 'payment', id] as const,
  year: (year: number) => [...stayKeys.all(), 'payments', year] as const,
};

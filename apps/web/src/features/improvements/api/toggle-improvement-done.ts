import type { AdminImprovementsResponse } from '@stuga/shared';
import { apiRequest } from '@/lib/api-client';
import { useAdminChange } from './admin-change';

/** `PUT /api/admin/improvements/{id}/toggle-done`: Done ⇄ Undo. */
export const toggleImprovementDone = (id: number) =>
  apiRequest<AdminImprovementsResponse>(
    `/api/admin/improvements/${id}/toggle-done`,
    'fail.toggleDone',
    { method: 'PUT', body: {} },
  );

export const useToggleImprovementDone = () => useAdminChange(toggleImprovementDone);

import type { AdminImprovementsResponse } from '@stuga/shared';
import { apiRequest } from '@/lib/api-client';
import { useAdminChange } from './admin-change';

/** `DELETE /api/admin/improvements/{id}`. */
export const deleteImprovement = (id: number) =>
  apiRequest<AdminImprovementsResponse>(`/api/admin/improvements/${id}`, 'fail.deleteImprovement', {
    method: 'DELETE',
  });

export const useDeleteImprovement = () => useAdminChange(deleteImprovement);

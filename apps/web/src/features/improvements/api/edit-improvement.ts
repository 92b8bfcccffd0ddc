import type { AdminImprovementsResponse, ImprovementInput } from '@stuga/shared';
import { apiRequest } from '@/lib/api-client';
import { useAdminChange } from './admin-change';

/** `PUT /api/admin/improvements/{id}` (the active flag included). */
export const editImprovement = ({
  id,
  improvement,
}: {
  id: number;
  improvement: ImprovementInput;
}) =>
  apiRequest<AdminImprovementsResponse>(`/api/admin/improvements/${id}`, 'fail.editImprovement', {
    method: 'PUT',
    body: improvement,
  });

export const useEditImprovement = () => useAdminChange(editImprovement);

import type { AdminImprovementsResponse, ImprovementInput } from '@stuga/shared';
import { apiRequest } from '@/lib/api-client';
import { useAdminChange } from './admin-change';

/** `POST /api/admin/improvements`. */
export const addImprovement = (improvement: ImprovementInput) =>
  apiRequest<AdminImprovementsResponse>('/api/admin/improvements', 'fail.addImprovement', {
    method: 'POST',
    body: improvement,
  });

export const useAddImprovement = () => useAdminChange(addImprovement);

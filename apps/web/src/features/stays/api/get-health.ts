import type { Health } from '@stuga/shared';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/health`: asked when stay plans fail to load, to say why (SPEC §8). */
export const getHealth = () =>
  apiRequest<Health>('/api/health', 'fail.health', { anonymous: true });

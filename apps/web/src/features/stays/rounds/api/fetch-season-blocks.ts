import type { SeasonBlocks } from '@stuga/shared';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/admin/rounds/season-blocks`: the high season between two days, as blocks. */
export const fetchSeasonBlocks = (from: string, to: string) =>
  apiRequest<SeasonBlocks>(
    `/api/admin/rounds/season-blocks?from=${from}&to=${to}`,
    'rounds.admin.seasonFailed',
  );

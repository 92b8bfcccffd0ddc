import { useMeetingChange } from './meeting-change';

/** `POST /api/meetings/:id/approve`: a checker approves the minutes. */
export const useApproveMinutes = (id: number) =>
  useMeetingChange(
    () => ({ url: `/api/meetings/${id}/approve`, method: 'POST' }),
    'fail.approveMinutes',
  );

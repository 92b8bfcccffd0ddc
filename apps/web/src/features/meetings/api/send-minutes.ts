import { useMeetingChange } from './meeting-change';

/** `POST /api/admin/meetings/:id/minutes`: the minutes go to two checkers. */
export const useSendMinutes = (id: number) =>
  useMeetingChange(
    (checkers: [number, number]) => ({
      url: `/api/admin/meetings/${id}/minutes`,
      method: 'POST',
      body: { checkers },
    }),
    'fail.sendMinutes',
  );

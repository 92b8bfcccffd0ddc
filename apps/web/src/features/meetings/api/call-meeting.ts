import type { MeetingInput } from '@stuga/shared';
import { useMeetingChange } from './meeting-change';

/** `POST /api/admin/meetings`: an admin calls a meeting; the notice goes out. */
export const useCallMeeting = () =>
  useMeetingChange(
    (input: MeetingInput) => ({ url: '/api/admin/meetings', method: 'POST', body: input }),
    'fail.callMeeting',
  );

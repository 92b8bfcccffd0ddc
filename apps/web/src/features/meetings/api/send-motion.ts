import type { MotionInput } from '@stuga/shared';
import { useMeetingChange } from './meeting-change';

/** `POST /api/meetings/:id/motions`: the reader sends a motion. */
export const useSendMotion = (id: number) =>
  useMeetingChange(
    (input: MotionInput) => ({ url: `/api/meetings/${id}/motions`, method: 'POST', body: input }),
    'fail.sendMotion',
  );

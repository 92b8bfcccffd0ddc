import type { AgendaInput } from '@stuga/shared';
import { useMeetingChange } from './meeting-change';

/** `PUT /api/admin/meetings/:id/agenda`: the agenda in its new order. */
export const useSetAgenda = (id: number) =>
  useMeetingChange(
    (input: AgendaInput) => ({
      url: `/api/admin/meetings/${id}/agenda`,
      method: 'PUT',
      body: input,
    }),
    'fail.setAgenda',
  );

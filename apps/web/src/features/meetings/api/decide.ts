import type { DecisionInput } from '@stuga/shared';
import { useMeetingChange } from './meeting-change';

/** `PUT /api/admin/meetings/:id/items/:item`: the decision on an item with the votes. */
export const useDecide = (id: number) =>
  useMeetingChange(
    ({ item, input }: { item: number; input: DecisionInput }) => ({
      url: `/api/admin/meetings/${id}/items/${item}`,
      method: 'PUT',
      body: input,
    }),
    'fail.decide',
  );

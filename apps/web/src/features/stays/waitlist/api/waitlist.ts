import type { ClaimInput, Party, Waitlist, WishInput } from '@stuga/shared';
import { apiRequest } from '@/lib/api-client';

export const waitlistKey = (viewer: string) => ['stays', 'waitlist', viewer] as const;

type Change =
  | { kind: 'wish'; wish: WishInput }
  | { kind: 'withdraw'; id: number }
  | { kind: 'claim'; id: number; party: Party }
  | { kind: 'refuse'; id: number };

export const request = (change: Change) => {
  switch (change.kind) {
    case 'wish':
      return apiRequest<Waitlist>('/api/waitlist', 'waitlist.failed', {
        method: 'POST',
        body: change.wish,
      });
    case 'withdraw':
      return apiRequest<Waitlist>(`/api/waitlist/${change.id}`, 'waitlist.failed', {
        method: 'DELETE',
      });
    case 'claim':
      return apiRequest<Waitlist>(`/api/offers/${change.id}/claim`, 'waitlist.failed', {
        method: 'POST',
        body: { party: change.party } satisfies ClaimInput,
      });
    default:
      return apiRequest<Waitlist>(`/api/offers/${change.id}/${change.kind}`, 'waitlist.failed', {
        method: 'POST',
      });
  }
};

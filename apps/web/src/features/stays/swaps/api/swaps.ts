import { useQueryClient } from '@tanstack/react-query';
import { stayKeys } from '@/features/stays/api/keys';

export const swapKeys = {
  all: () => ['stays', 'swaps'] as const,
  mine: (viewer: string) => ['stays', 'swaps', 'mine', viewer] as const,
  choices: (viewer: string) => ['stays', 'swaps', 'choices', viewer] as const,
  admin: () => ['stays', 'swaps', 'admin'] as const,
  answer: () => ['stays', 'swaps', 'answer'] as const,
};

/** A swap changed or made: the offers and every calendar load anew (stays may have moved). */
export function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: swapKeys.all() }),
      queryClient.invalidateQueries({ queryKey: stayKeys.allPlans() }),
      queryClient.invalidateQueries({ queryKey: stayKeys.upcoming() }),
    ]);
}

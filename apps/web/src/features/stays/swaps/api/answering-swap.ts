import { useIsMutating } from '@tanstack/react-query';
import { swapKeys } from './swaps';

/** Whether an answer to a swap is on its way (its line may already be gone from the list). */
export const useAnsweringSwap = () => useIsMutating({ mutationKey: swapKeys.answer() }) > 0;

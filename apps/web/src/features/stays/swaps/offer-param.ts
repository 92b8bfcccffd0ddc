import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The page address's word for the stay being offered: `/book-stay?offer=12`. */
const OFFER = 'offer';

/**
 * "Offer to another member" on a stay (DECISIONS §19) opens the swaps card's form with that stay
 * chosen: the booking travels in the address, so the button needs nothing of the card's code, and
 * a reload or a shared link opens the same form.
 */
export function useOfferParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(OFFER);
  const offering = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  const offer = useCallback(
    (bookingId: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(OFFER, String(bookingId));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(OFFER);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { offering, offer, clear };
}

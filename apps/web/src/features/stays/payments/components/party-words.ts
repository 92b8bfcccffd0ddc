import type { Party } from '@stuga/shared';
import { useT } from '@/lib/i18n';

/** Who comes, in a line: "2 adults, 1 child, 1 guest, pets" (DECISIONS §21). */
export function usePartyWords() {
  const t = useT();
  return (party: Party) =>
    t('stays.party.line', {
      adults: party.adults,
      children: party.children,
      guests: party.guests,
      pets: party.pets ? 'yes' : 'no',
    });
}

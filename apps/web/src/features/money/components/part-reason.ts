import { formatOre, type CostPart } from '@stuga/shared';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { PART_WORDS } from './cost-words';

type Reasoned = Pick<CostPart, 'unit' | 'weight' | 'of' | 'kwh' | 'kwh_price'>;

/**
 * How a member's part was worked out, as one line: "12 of 96 person-nights", "25 % of the house",
 * or for electricity split by use "120 kWh × 1,50 kr + 25 % of the rest".
 */
export function usePartReason(): (part: Reasoned) => string {
  const t = useT();
  const format = useFormat();
  return (part) => {
    const percent = format.number(part.weight / 100);
    if (part.unit === 'usage') {
      const used = { kwh: format.number(part.kwh ?? 0), price: formatOre(part.kwh_price ?? 0) };
      if (part.weight === 0) return t('money.part.used', used);
      if (!part.kwh) return t('money.part.rest', { weight: percent });
      return t('money.part.usage', { ...used, weight: percent });
    }
    return t(PART_WORDS[part.unit], {
      weight: part.unit === 'percent' ? percent : format.number(part.weight),
      of: format.number(part.of),
    });
  };
}

import { approxEuros, DEFAULT_FEE, formatOre, type FeeSettings } from '@stuga/shared';
import { useT } from './i18n';
import { pageFact, pageMeta, usePageFact } from './page-facts';

/**
 * What a stay costs (DECISIONS §21): the server writes it into the page (`<meta name="stay-fee">`),
 * so the footer has it before any call; an admin's change updates it here.
 */
function fromPage(): FeeSettings {
  const written = pageMeta('stay-fee');
  if (!written) return DEFAULT_FEE;
  try {
    return { ...DEFAULT_FEE, ...(JSON.parse(written) as Partial<FeeSettings>) };
  } catch {
    return DEFAULT_FEE;
  }
}

const setting = pageFact(fromPage());

/** After an admin saves the fee: the footer follows at once. */
export const setStayFee = setting.set;

export const useStayFee = (): FeeSettings => usePageFact(setting);

/** The footer's line for the fee as it is set, in the reader's language. */
export function useFeeLine(): string {
  const t = useT();
  const fee = useStayFee();
  if (fee.model === 'stay') {
    const total = fee.stay + fee.cleaning;
    return t('layout.footer', { fee: formatOre(total), euros: approxEuros(total) });
  }
  const rates =
    fee.model === 'night'
      ? t('fee.perNight', { fee: formatOre(fee.night) })
      : t('fee.perPersonNight', { adult: formatOre(fee.adult), child: formatOre(fee.child) });
  return t('layout.footerRates', {
    rates: fee.cleaning
      ? t('fee.withCleaning', { rates, cleaning: formatOre(fee.cleaning) })
      : rates,
  });
}

import { approxEuros, DEFAULT_FEE, formatOre, type FeeSettings } from '@stuga/shared';
import { useSyncExternalStore } from 'react';
import { useT } from './i18n';

/**
 * What a stay costs (DECISIONS §21): the server writes it into the page (`<meta name="stay-fee">`),
 * so the footer has it before any call; an admin's change updates it here.
 */
function fromPage(): FeeSettings {
  const written =
    typeof document !== 'undefined'
      ? document.querySelector<HTMLMetaElement>('meta[name="stay-fee"]')?.content
      : undefined;
  if (!written) return DEFAULT_FEE;
  try {
    return { ...DEFAULT_FEE, ...(JSON.parse(written) as Partial<FeeSettings>) };
  } catch {
    return DEFAULT_FEE;
  }
}

let current = fromPage();
const listeners = new Set<() => void>();
const read = () => current;

/** After an admin saves the fee: the footer follows at once. */
export function setStayFee(fee: FeeSettings): void {
  current = fee;
  for (const listener of listeners) listener();
}

export function useStayFee(): FeeSettings {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    read,
  );
}

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

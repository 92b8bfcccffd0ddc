import { blockName } from '@stuga/shared';
import { useCallback } from 'react';
import { useLanguage } from '@/lib/i18n';

/**
 * A block's name as the reader's language writes it, where a name stands alone (in a message the
 * catalogue's values are written so already): `@week:53` reads `Week 53` or `Vecka 53`.
 */
export function useBlockName(): (name: string) => string {
  const { language } = useLanguage();
  return useCallback((name: string) => blockName(name, language), [language]);
}

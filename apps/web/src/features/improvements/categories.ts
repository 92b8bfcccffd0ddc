import type { ImprovementCategory } from '@stuga/shared';
import type { MessageKey } from '@/i18n/en';

/** Each category of improvement's name in the catalogues. */
export const categoryKeys: Record<ImprovementCategory, MessageKey> = {
  interior: 'improvements.category.interior',
  exterior: 'improvements.category.exterior',
  utilities: 'improvements.category.utilities',
  garden: 'improvements.category.garden',
  security: 'improvements.category.security',
  other: 'improvements.category.other',
};

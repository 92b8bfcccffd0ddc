import { stayKeys } from './keys';

export const longestKey = () => [...stayKeys.all(), 'longest-stay'] as const;

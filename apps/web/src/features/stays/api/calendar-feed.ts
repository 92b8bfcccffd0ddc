import { stayKeys } from './keys';

export const feedKey = () => [...stayKeys.all(), 'calendar-feed'] as const;

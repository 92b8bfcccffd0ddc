import { DEFAULT_HOUSE_NAME } from '@stuga/shared';
import { pageFact, pageMeta, usePageFact } from './page-facts';

/**
 * The house's name (DECISIONS §16): the server writes it into the page (`<meta name="house-name">`),
 * so the header and the titles have it before any call; a rename by an admin updates it here.
 */
const name = pageFact(pageMeta('house-name') || DEFAULT_HOUSE_NAME);

export const houseName = name.get;

/** After a rename: the header and the title follow at once. */
export const setHouseName = name.set;

export const useHouseName = (): string => usePageFact(name);

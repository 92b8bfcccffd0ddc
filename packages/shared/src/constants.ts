/** Business constants of SPEC §9 that both sides use. */

/** The flat fee for one stay, in whole SEK. */
export const STAY_FEE_SEK = 2500;
/** The stay fee's rough value in euros, as the footer states it. */
export const STAY_FEE_EUR_APPROX = 210;
/** Carousel autoplay interval in milliseconds. */
export const CAROUSEL_AUTOPLAY_MS = 5000;

/** The house's name until the admins give it one: shown in the header, page titles and mail. */
export const DEFAULT_HOUSE_NAME = 'Stuga';
/** The longest stay an admin may set, in nights. */
export const LONGEST_STAY_LIMIT = 90;

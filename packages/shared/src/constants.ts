/** Business constants of SPEC §9 that both sides use. */

/** The flat fee for one stay, in whole SEK. */
export const STAY_FEE_SEK = 2500;
/** The stay fee's rough value in euros, as the footer states it. */
export const STAY_FEE_EUR_APPROX = 210;
/** Carousel autoplay interval in milliseconds. */
export const CAROUSEL_AUTOPLAY_MS = 5000;

/** The forecast's query key: what the house kept of SMHI's answer. */
export const weatherKey = () => ['weather'] as const;

/** The ice notes' query key. */
export const iceKey = () => ['weather', 'ice'] as const;

/** The house's position's query key (admins). */
export const housePositionKey = () => ['house-position'] as const;

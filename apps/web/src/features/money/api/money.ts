/** The money's query key: balances, proposals, payments and the viewer's parts. */
export const moneyKey = () => ['money'] as const;

/** The money's settings' query key (admins). */
export const moneySettingsKey = () => ['money-settings'] as const;

/** The member's own Swish number's query key (their profile). */
export const ownSwishKey = () => ['money', 'own-swish'] as const;

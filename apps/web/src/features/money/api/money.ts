/** The money's query key: balances, proposals, payments and the viewer's parts. */
export const moneyKey = () => ['money'] as const;

export const key = (viewer: string) => ['mail-choices', viewer] as const;

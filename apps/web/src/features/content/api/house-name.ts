export const houseKey = () => ['house-name'] as const;

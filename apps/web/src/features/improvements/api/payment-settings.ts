export const paymentKey = () => ['improvements', 'payment-settings'] as const;

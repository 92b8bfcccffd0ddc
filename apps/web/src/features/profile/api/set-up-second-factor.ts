import type { SecondFactorSetup } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/profile/second-factor/setup`: a new secret, with the QR code the server drew. */
export const useSetUpSecondFactor = () =>
  useMutation({
    mutationFn: () =>
      apiRequest<SecondFactorSetup>('/api/profile/second-factor/setup', 'fail.secondFactor', {
        method: 'POST',
        body: {},
      }),
  });

import { type SignupResponse, type SignupRequest } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/auth/signup`, for the signed-in, unverified account. */
export const completeSignup = (body: SignupRequest) =>
  apiRequest<SignupResponse>('/api/auth/signup', 'signup.failed', { method: 'POST', body });

export const useCompleteSignup = () => useMutation({ mutationFn: completeSignup });

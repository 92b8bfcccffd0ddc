import { type AuthResponse, type RegisterRequest } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/register`. */
export const register = (body: RegisterRequest) =>
  apiRequest<AuthResponse>('/api/register', 'auth.registrationFailed', {
    method: 'POST',
    body,
    anonymous: true,
  });

export const useRegister = () => useMutation({ mutationFn: register });

import { AuthResponseSchema, type RegisterRequest } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/register`. */
export const register = (body: RegisterRequest) =>
  apiRequest('/api/register', AuthResponseSchema, 'Registration failed', { method: 'POST', body });

export const useRegister = () => useMutation({ mutationFn: register });

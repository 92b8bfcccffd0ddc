import { LoginResponseSchema, type LoginRequest } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/login`. */
export const login = (body: LoginRequest) =>
  apiRequest('/api/login', LoginResponseSchema, 'Login failed', { method: 'POST', body });

export const useLogin = () => useMutation({ mutationFn: login });

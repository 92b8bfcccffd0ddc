import { type SignInAnswer, type LoginRequest } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/login`. */
export const login = (body: LoginRequest) =>
  apiRequest<SignInAnswer>('/api/login', 'fail.login', {
    method: 'POST',
    body,
    anonymous: true,
  });

export const useLogin = () => useMutation({ mutationFn: login });

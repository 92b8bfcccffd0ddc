import { type ProfileUpdate, type UserProfile } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** `PUT /api/profile`. */
export const updateProfile = (body: ProfileUpdate) =>
  apiRequest<UserProfile>('/api/profile', 'fail.updateProfile', { method: 'PUT', body });

/** Saves the names and phone; the session shows the new ones at once. */
export function useUpdateProfile() {
  const { setUser } = useSession();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => setUser(user) });
}

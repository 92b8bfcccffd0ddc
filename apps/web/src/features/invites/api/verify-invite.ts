import { useQuery } from '@tanstack/react-query';
import { verifyInvite } from '@/lib/verify-invite';
import { inviteKeys } from './keys';

/** The invite landing's check of the code in its address. */
export const useVerifyInvite = (code: string) =>
  useQuery({
    queryKey: inviteKeys.verification(code),
    queryFn: ({ signal }) => verifyInvite(code, signal),
    enabled: code.length > 0,
    retry: false,
  });

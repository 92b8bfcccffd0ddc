import { useQuery } from '@tanstack/react-query';
import { verifyInvite } from '@/lib/verify-invite';

/** The invite landing's check of the code in its address. */
export const useVerifyInvite = (code: string) =>
  useQuery({
    queryKey: ['invite', code.toLowerCase()],
    queryFn: ({ signal }) => verifyInvite(code, signal),
    enabled: code.length > 0,
    retry: false,
  });

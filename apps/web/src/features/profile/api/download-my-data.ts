import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import { useSession } from '@/lib/session';

/** `GET /api/profile/my-data`: everything the house keeps about the member, as one zip. */
export function useDownloadMyData() {
  const { jwt } = useSession();
  return useMutation({
    mutationFn: (day: string) =>
      downloadFile('/api/profile/my-data', `stuga-my-data-${day}.zip`, 'fail.myData', jwt),
  });
}

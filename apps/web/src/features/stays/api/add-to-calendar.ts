import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import { useSession } from '@/lib/session';

/** Downloads one approved stay as a calendar file (`GET /api/stay-options/{id}/calendar`). */
export function useAddToCalendar() {
  const { jwt } = useSession();
  return useMutation({
    mutationFn: (id: number) =>
      downloadFile(
        `/api/stay-options/${id}/calendar`,
        `stuga-stay-${id}.ics`,
        'fail.calendarFile',
        jwt,
      ),
  });
}

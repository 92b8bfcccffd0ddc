import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/** Downloads the year's statement as CSV, in the screen's language. */
export function useExportMoneyYear() {
  const { jwt } = useSession();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: (year: number) =>
      downloadFile(
        `/api/money/years/${year}/csv?language=${language}`,
        `money-${year}.csv`,
        'fail.exportMoneyYear',
        jwt,
      ),
  });
}

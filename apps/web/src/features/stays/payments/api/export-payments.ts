import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/** Downloads a year's payments as CSV (`GET /api/admin/payments.csv`). */
export function useExportPayments() {
  const { jwt } = useSession();
  // In the screen's language: a Swedish spreadsheet reads semicolons and decimal commas.
  const { language } = useLanguage();
  return useMutation({
    mutationFn: (year: number) =>
      downloadFile(
        `/api/admin/payments.csv?year=${year}&language=${language}`,
        `payments-${year}.csv`,
        'payments.exportFailed',
        jwt,
      ),
  });
}

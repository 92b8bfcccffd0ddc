import { Anchor, Button, FileButton, Group, Image, Stack } from '@mantine/core';
import { formatOre, type Cost } from '@stuga/shared';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useAddReceipt } from '../api/add-receipt';

/** The picture types a receipt is taken as; the server checks the content again. */
export const RECEIPT_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * A cost's receipt (DECISIONS §23): a small picture that opens the whole one, at its signed
 * address; for the admins, a button that adds it or puts a new one in its place.
 */
export function Receipt({ cost }: { cost: Cost }) {
  const t = useT();
  const add = useAddReceipt();
  const label = t('costs.receipt', { what: cost.what });
  return (
    <Stack gap={4} align="flex-start">
      {cost.receipt && (
        <Anchor href={`${cost.receipt}&w=1280`} target="_blank" rel="noopener">
          <Image
            src={`${cost.receipt}&w=320`}
            alt={label}
            w={96}
            h={96}
            fit="cover"
            radius="sm"
            loading="lazy"
          />
        </Anchor>
      )}
      {cost.can.receipt && (
        <Group>
          <FileButton
            accept={RECEIPT_TYPES}
            onChange={(file) => file && add.mutate({ id: cost.id, file })}
          >
            {(props) => (
              <Button
                {...props}
                variant="subtle"
                size="compact-sm"
                className="touch-target"
                loading={add.isPending}
                aria-label={t('costs.receiptFor', {
                  action: t(cost.receipt ? 'costs.replaceReceipt' : 'costs.addReceipt'),
                  what: cost.what,
                  amount: formatOre(cost.amount),
                })}
              >
                {t(cost.receipt ? 'costs.replaceReceipt' : 'costs.addReceipt')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {add.error && (
        <StatusText tone="error">{failureMessage(add.error, t('fail.receipt'))}</StatusText>
      )}
      {add.isSuccess && <StatusText tone="success">{t('costs.receiptKept')}</StatusText>}
    </Stack>
  );
}

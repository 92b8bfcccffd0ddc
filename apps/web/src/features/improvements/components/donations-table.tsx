import { Button, Card, Group, NativeSelect, Pagination, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type Donation, formatSek } from '@stuga/shared';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { useToggleDonation } from '../api/toggle-donation';

const PAGE_SIZES = ['10', '25', '50'];

/**
 * Every donation, newest first, in pages of 25 (10 or 50 on request), each Pending or Verified,
 * with what it counts toward; on a phone each one is a card, amount and toggle in view.
 */
export function DonationsTable({ donations }: { donations: Donation[] }) {
  const t = useT();
  const format = useFormat();
  const [size, setSize] = useState('25');
  const [page, setPage] = useState(1);
  const toggle = useToggleDonation();
  const [error, setError] = useState<string | null>(null);
  const narrow = useMediaQuery('(max-width: 640px)') ?? false;
  const perPage = Number(size);
  const pages = Math.max(1, Math.ceil(donations.length / perPage));
  const current = Math.min(page, pages);
  const shown = donations.slice((current - 1) * perPage, current * perPage);

  const donor = (donation: Donation) =>
    donation.is_anonymous
      ? t('community.guestbookEntry.anonymous')
      : donation.donor_name || donation.donor_email || '—';
  /** What a donation counts toward (DECISIONS §15), as the table says it. */
  const purpose = (donation: Donation) =>
    donation.improvement?.title ?? (donation.is_verified ? '—' : t('donations.goalOnceVerified'));

  if (donations.length === 0) return <Text c="dimmed">{t('donations.none')}</Text>;

  const status = (donation: Donation) => (
    <StatusToggle donation={donation} toggle={toggle} onError={setError} />
  );

  return (
    <>
      {error && <StatusText tone="error">{error}</StatusText>}
      {narrow ? (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((donation) => (
            <Card key={donation.id} withBorder padding="sm" component="li">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={700}>{formatSek(donation.amount)}</Text>
                  <Text size="sm">{donor(donation)}</Text>
                  <Text size="sm" c="dimmed">
                    {t('donations.whenFor', {
                      when: format.dateTime(donation.created_at),
                      purpose: purpose(donation),
                    })}
                  </Text>
                  {donation.message && <Text size="sm">{donation.message}</Text>}
                </Stack>
                {status(donation)}
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('donations.date')}</Table.Th>
                <Table.Th>{t('donations.donor')}</Table.Th>
                <Table.Th ta="right">{t('donations.amountColumn')}</Table.Th>
                <Table.Th>{t('donations.for')}</Table.Th>
                <Table.Th>{t('community.leaveMessageCard.message')}</Table.Th>
                <Table.Th>{t('donations.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((donation) => (
                <Table.Tr key={donation.id}>
                  <Table.Td>{format.dateTime(donation.created_at)}</Table.Td>
                  <Table.Td>{donor(donation)}</Table.Td>
                  <Table.Td ta="right">{formatSek(donation.amount)}</Table.Td>
                  <Table.Td>{purpose(donation)}</Table.Td>
                  <Table.Td>{donation.message}</Table.Td>
                  <Table.Td>{status(donation)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" mt="sm">
        <NativeSelect
          label={t('donations.perPage')}
          data={PAGE_SIZES}
          value={size}
          onChange={(event) => {
            setSize(event.currentTarget.value);
            setPage(1);
          }}
          w={110}
        />
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? t('common.nextPage') : t('common.previousPage'),
          })}
        />
      </Group>
    </>
  );
}

/** A donation's status as a button that verifies it or puts it back to pending (DECISIONS §15). */
function StatusToggle({
  donation,
  toggle,
  onError,
}: {
  donation: Donation;
  toggle: ReturnType<typeof useToggleDonation>;
  onError(error: string | null): void;
}) {
  const t = useT();
  const busy = toggle.isPending && toggle.variables === donation.id;
  return (
    <Button
      size="compact-sm"
      className="touch-target wrap-label"
      variant={donation.is_verified ? 'light' : 'outline'}
      color={donation.is_verified ? 'green' : 'gray'}
      aria-pressed={donation.is_verified}
      // Busy, it keeps the focus (a disabled button drops it) and waits.
      aria-busy={busy || undefined}
      data-disabled={busy || undefined}
      aria-label={t(donation.is_verified ? 'donations.markPending' : 'donations.markVerified', {
        amount: formatSek(donation.amount),
        donor: donation.is_anonymous
          ? t('community.guestbookEntry.anonymous')
          : donation.donor_name || t('donations.aDonor'),
      })}
      onClick={() => {
        if (busy) return;
        onError(null);
        toggle.mutate(donation.id, {
          onError: (failure) => onError(failureMessage(failure, t('donations.updateFailed'))),
        });
      }}
    >
      {donation.is_verified ? t('donations.verified') : t('donations.pending')}
    </Button>
  );
}

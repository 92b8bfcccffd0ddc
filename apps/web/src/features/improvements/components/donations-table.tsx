import { Button, Group, NativeSelect, Pagination, Table, Text } from '@mantine/core';
import { type Donation, formatDateTime, formatSek } from '@stuga/shared';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useToggleDonation } from '../api/toggle-donation';

const PAGE_SIZES = ['10', '25', '50'];

/** Every donation, newest first, in pages of 25 (10 or 50 on request), each Pending or Verified. */
export function DonationsTable({ donations }: { donations: Donation[] }) {
  const [size, setSize] = useState('25');
  const [page, setPage] = useState(1);
  const toggle = useToggleDonation();
  const [error, setError] = useState<string | null>(null);
  const perPage = Number(size);
  const pages = Math.max(1, Math.ceil(donations.length / perPage));
  const current = Math.min(page, pages);
  const shown = donations.slice((current - 1) * perPage, current * perPage);

  if (donations.length === 0) return <Text c="dimmed">No donations yet.</Text>;
  return (
    <>
      {error && <StatusText tone="error">{error}</StatusText>}
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Donor</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Message</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((donation) => (
              <Table.Tr key={donation.id}>
                <Table.Td>{formatDateTime(donation.created_at)}</Table.Td>
                <Table.Td>
                  {donation.is_anonymous
                    ? 'Anonymous'
                    : donation.donor_name || donation.donor_email || '—'}
                </Table.Td>
                <Table.Td ta="right">{formatSek(donation.amount)}</Table.Td>
                <Table.Td>{donation.message}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant={donation.is_verified ? 'light' : 'outline'}
                    color={donation.is_verified ? 'green' : 'gray'}
                    aria-pressed={donation.is_verified}
                    aria-label={`${donation.is_verified ? 'Verified' : 'Pending'}: ${formatSek(donation.amount)} from ${
                      donation.is_anonymous ? 'Anonymous' : donation.donor_name || 'a donor'
                    }. Click to mark ${donation.is_verified ? 'pending' : 'verified'}.`}
                    loading={toggle.isPending && toggle.variables === donation.id}
                    onClick={() => {
                      setError(null);
                      toggle.mutate(donation.id, {
                        onError: (failure) =>
                          setError(failureMessage(failure, 'Error updating donation')),
                      });
                    }}
                  >
                    {donation.is_verified ? 'Verified' : 'Pending'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm">
        <NativeSelect
          label="Per page"
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
            'aria-label': control === 'next' ? 'Next page' : 'Previous page',
          })}
        />
      </Group>
    </>
  );
}

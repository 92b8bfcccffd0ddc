import { Button, Card, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  formatOre,
  fromWireDate,
  paths,
  type AdminPayment,
  type AdminPayments,
} from '@stuga/shared';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { YearSelect } from '@/components/ui/year-select';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useToday } from '@/lib/clock';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { usePageTitle } from '@/lib/page-title';
import { useExportPayments } from '../api/export-payments';
import { useConfirmPayment } from '../api/confirm-payment';
import { useYearPayments } from '../api/year-payments';
import { usePartyWords } from '../components/party-words';
import { PAYMENT_STATE_WORDS } from '../components/payment-line';

/** The years an admin may look at: this one, two back and the next. */
/**
 * What this year's stays cost and where each payment stands (DECISIONS §21): due, marked paid by
 * the member, confirmed by an admin; per member; the year as CSV.
 */
export function AdminPaymentsScreen() {
  const t = useT();
  usePageTitle(t('payments.title'));
  const today = useToday();
  const thisYear = Number((today ?? new Date().toISOString()).slice(0, 4));
  const [year, setYear] = useState<number | null>(null);
  const shown = year ?? thisYear;
  const payments = useYearPayments(shown);
  const exporting = useExportPayments();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{t('payments.title')}</Title>
          <BackLink to={paths.admin}>{t('admin.back')}</BackLink>
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <YearSelect
            label={t('payments.year')}
            thisYear={thisYear}
            value={shown}
            onChange={setYear}
          />
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate(shown)}
          >
            {t('payments.export', { year: shown })}
          </Button>
        </Group>
        {exporting.error && (
          <StatusText tone="error">
            {failureMessage(exporting.error, t('payments.exportFailed'))}
          </StatusText>
        )}
        <QueryState
          data={payments.data}
          error={payments.error}
          isPending={payments.isPending}
          retry={() => void payments.refetch()}
          loadingLabel={t('payments.loading')}
        >
          {(data) =>
            data.payments.length === 0 ? (
              <Text c="dimmed">{t('payments.none', { year: data.year })}</Text>
            ) : (
              <>
                <SectionCard title={t('payments.stays')}>
                  <PaymentList payments={data.payments} year={data.year} />
                </SectionCard>
                <SectionCard title={t('payments.perMember')}>
                  <MemberTotals members={data.members} />
                </SectionCard>
              </>
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}

/** The year's stays: a table on a wide screen, a card each on a phone. */
function PaymentList({ payments, year }: { payments: AdminPayment[]; year: number }) {
  const t = useT();
  const format = useFormat();
  const partyWords = usePartyWords();
  const confirm = useConfirmPayment(year);
  const narrow = useMediaQuery('(max-width: 640px)') ?? false;
  const dates = (payment: AdminPayment) =>
    t('stays.dates', {
      from: format.day(fromWireDate(payment.from)),
      to: format.day(fromWireDate(payment.to)),
    });
  // A confirmed payment is done: its state says so, and nothing is left to do.
  const action = (payment: AdminPayment) =>
    payment.state === 'confirmed' ? null : (
      <Button
        size="compact-sm"
        className="touch-target wrap-label"
        mt={4}
        variant={payment.state === 'marked' ? 'filled' : 'light'}
        loading={confirm.isPending && confirm.variables === payment.booking_id}
        onClick={() => confirm.mutate(payment.booking_id)}
        aria-label={t('payments.confirmFor', { member: payment.member, dates: dates(payment) })}
      >
        {t('payments.confirm')}
      </Button>
    );
  const state = (payment: AdminPayment) => t(PAYMENT_STATE_WORDS[payment.state]);
  // What the last confirmation did, said where focus goes once its button is gone.
  const confirmed = confirm.isSuccess
    ? payments.find((payment) => payment.booking_id === confirm.variables)
    : undefined;
  return (
    <>
      {confirm.error && (
        <StatusText tone="error">
          {failureMessage(confirm.error, t('payments.confirmFailed'))}
        </StatusText>
      )}
      {confirmed && (
        <StatusText tone="success">
          {t('payments.confirmedFor', { member: confirmed.member, dates: dates(confirmed) })}
        </StatusText>
      )}
      {narrow ? (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {payments.map((payment) => (
            <Card key={payment.booking_id} withBorder padding="sm" component="li">
              <Stack gap={2} align="flex-start">
                <Text fw={700}>{formatOre(payment.fee)}</Text>
                <Text size="sm">{payment.member}</Text>
                <Text size="sm">{dates(payment)}</Text>
                <Text size="xs" c="dimmed">
                  {partyWords(payment.party)}
                </Text>
                <Text size="sm">{state(payment)}</Text>
                {action(payment)}
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payments.member')}</Table.Th>
              <Table.Th>{t('payments.stay')}</Table.Th>
              <Table.Th ta="right">{t('payments.fee')}</Table.Th>
              <Table.Th>{t('payments.state')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((payment) => (
              <Table.Tr key={payment.booking_id}>
                <Table.Td>{payment.member}</Table.Td>
                <Table.Td>
                  {dates(payment)}
                  <Text size="xs" c="dimmed">
                    {partyWords(payment.party)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatOre(payment.fee)}</Table.Td>
                <Table.Td>{state(payment)}</Table.Td>
                <Table.Td ta="right">{action(payment)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

/** What each member's stays this year cost, what they marked paid, what was confirmed. */
function MemberTotals({ members }: { members: AdminPayments['members'] }) {
  const t = useT();
  const narrow = useMediaQuery('(max-width: 640px)') ?? false;
  if (narrow) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {members.map((member) => (
          <Stack key={member.user_id} gap={0} component="li">
            <Text size="sm" fw={700}>
              {member.member}
            </Text>
            <Text size="sm">
              {t('payments.memberLine', {
                due: formatOre(member.due),
                marked: formatOre(member.marked),
                confirmed: formatOre(member.confirmed),
              })}
            </Text>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Table fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('payments.member')}</Table.Th>
          <Table.Th ta="right">{t('payments.owes')}</Table.Th>
          <Table.Th ta="right">{t('payments.marked')}</Table.Th>
          <Table.Th ta="right">{t('payments.confirmed')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.map((member) => (
          <Table.Tr key={member.user_id}>
            <Table.Td>{member.member}</Table.Td>
            <Table.Td ta="right">{formatOre(member.due)}</Table.Td>
            <Table.Td ta="right">{formatOre(member.marked)}</Table.Td>
            <Table.Td ta="right">{formatOre(member.confirmed)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

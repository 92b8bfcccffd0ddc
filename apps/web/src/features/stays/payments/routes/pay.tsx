import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { formatOre, fromWireDate, paths, type BookingPayment } from '@stuga/shared';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { StatusText } from '@/components/ui/status-text';
import { SwishQr } from '@/components/ui/swish-qr';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { Message, useFormat } from '@/lib/formatting';
import { usePageTitle } from '@/lib/page-title';
import { useMarkPaid } from '../api/mark-paid';
import { usePayment } from '../api/payment';
import { usePartyWords } from '../components/party-words';
import { PAYMENT_STATE_WORDS } from '../components/payment-line';

/** What a stay costs and paying it with Swish: the QR code, "Open Swish", "I have paid". */
export function PayScreen() {
  const t = useT();
  usePageTitle(t('pay.title'));
  const id = Number(useParams().id);
  const payment = usePayment(id);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{t('pay.title')}</Title>
          <BackLink to={paths.bookStay}>{t('pay.back')}</BackLink>
        </Group>
        <QueryState
          data={payment.data}
          error={payment.error}
          isPending={payment.isPending}
          retry={() => void payment.refetch()}
          loadingLabel={t('pay.loading')}
        >
          {(data) => <Payment payment={data} />}
        </QueryState>
      </Stack>
    </Container>
  );
}

function Payment({ payment }: { payment: BookingPayment }) {
  const t = useT();
  const format = useFormat();
  const partyWords = usePartyWords();
  const mark = useMarkPaid(payment.booking_id);
  const amount = formatOre(payment.fee);
  const dates = t('stays.dates', {
    from: format.day(fromWireDate(payment.from)),
    to: format.day(fromWireDate(payment.to)),
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Text fw={700}>{dates}</Text>
          <Text size="sm" c="dimmed">
            {partyWords(payment.party)}
          </Text>
        </div>
        <div>
          <Text size="sm">
            {payment.state === 'confirmed' ? t('pay.paidAmount') : t('pay.due')}
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {amount}
          </Text>
          <Text size="sm" role="status">
            {payment.state === 'marked' && payment.paid_at
              ? t('pay.markedOn', { day: format.date(payment.paid_at) })
              : payment.state === 'confirmed' && payment.confirmed_at
                ? t('pay.confirmedOn', { day: format.date(payment.confirmed_at) })
                : t(PAYMENT_STATE_WORDS[payment.state])}
          </Text>
        </div>
        {payment.state !== 'confirmed' &&
          (payment.swish ? (
            <SwishQr
              swish={payment.swish}
              size={240}
              alt={t('pay.qrAlt', { amount, payee: payment.swish.payee })}
              scan={t('pay.scan')}
              open={t('pay.openSwish')}
              by={t('pay.by', { payee: payment.swish.payee, message: payment.swish.message })}
            />
          ) : (
            <Text size="sm">
              <Message
                id="pay.noSwish"
                values={{
                  link: (text) => (
                    <Anchor component={Link} to={paths.contact}>
                      {text}
                    </Anchor>
                  ),
                }}
              />
            </Text>
          ))}
        {payment.can.mark_paid && (
          <Group justify="flex-end">
            <Button variant="light" loading={mark.isPending} onClick={() => mark.mutate()}>
              {t('pay.markPaid')}
            </Button>
          </Group>
        )}
        {mark.isSuccess && <StatusText tone="success">{t('pay.thanks')}</StatusText>}
        {mark.error && (
          <StatusText tone="error">{failureMessage(mark.error, t('pay.markFailed'))}</StatusText>
        )}
      </Stack>
    </Card>
  );
}

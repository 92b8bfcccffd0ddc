import { Box, List, Text } from '@mantine/core';
import { SwishQr } from '@/components/ui/swish-qr';
import { useDonationSwish } from '../api/donation-swish';
import { paths, type Payment } from '@stuga/shared';
import { Link } from 'react-router';
import { loginPath } from '@/lib/return-to';
import { SectionCard } from '@/components/ui/section-card';
import { useT } from '@/lib/i18n';
import { Message } from '@/lib/formatting';

/** The house's Swish QR code, any amount (DECISIONS §21), when the house has a Swish number. */
function DonationSwishQr() {
  const t = useT();
  const swish = useDonationSwish(true);
  const given = swish.data?.swish;
  if (!given) return null;
  return (
    <Box mt="md">
      <SwishQr
        swish={given}
        size={180}
        alt={t('improvements.howToDonate.qrAlt', { payee: given.payee })}
        scan={t('improvements.howToDonate.scan')}
        open={t('pay.openSwish')}
        by={t('improvements.howToDonate.by', { payee: given.payee })}
      />
    </Box>
  );
}

/**
 * How to give (SPEC §2): the two payment apps and their shared number, from the settings, and the
 * house's Swish QR code, for signed-in members (DECISIONS §14, §21); visitors are asked to log in.
 */
export function HowToDonate({ payment, signedIn }: { payment: Payment | null; signedIn: boolean }) {
  const t = useT();
  return (
    <SectionCard title={t('improvements.howToDonate.howToDonate')}>
      {payment ? (
        <>
          <Text size="sm" mt="xs">
            {t('improvements.howToDonate.sendYourGiftWith')}
          </Text>
          <List size="sm" mt={4} fw={700}>
            {payment.apps.map((app) => (
              <List.Item key={app}>
                {t('improvements.howToDonate.appNumber', { app, phone: payment.phone })}
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
      {signedIn && <DonationSwishQr />}
      {payment ? null : signedIn ? (
        <Text size="sm" mt="xs">
          {t('improvements.howToDonate.askAnAdminHow')}
        </Text>
      ) : (
        <Text size="sm" mt="xs">
          <Message
            id="improvements.howToDonate.toSeeHowTo"
            values={{ link: (text) => <Link to={loginPath(paths.improvements)}>{text}</Link> }}
          />
        </Text>
      )}
      <Text size="sm" c="dimmed" mt="sm">
        {t('improvements.howToDonate.donationsAreVerifiedBy')}
      </Text>
    </SectionCard>
  );
}

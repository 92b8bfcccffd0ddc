import { Card, List, Text, Title } from '@mantine/core';
import { formatSek, STAY_FEE_EUR_APPROX, STAY_FEE_SEK } from '@stuga/shared';
import { useT } from '@/lib/i18n';

/** How planning a visit works, and what a stay costs (SPEC §1, §2). */
export function InfoCard() {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        {t('stays.infoCard.howItWorks')}
      </Title>
      <List size="sm" mt="xs" spacing={4}>
        <List.Item>{t('stays.infoCard.makeAPlanAnd')}</List.Item>
        <List.Item>{t('stays.infoCard.submitItTheAdmins')}</List.Item>
        <List.Item>{t('stays.infoCard.approvedStaysLeaveFour')}</List.Item>
      </List>
      <Text size="sm" mt="sm">
        {t('layout.footer', { fee: formatSek(STAY_FEE_SEK), euros: STAY_FEE_EUR_APPROX })}
      </Text>
    </Card>
  );
}

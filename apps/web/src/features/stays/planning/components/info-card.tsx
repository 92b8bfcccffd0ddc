import { Card, List, Text, Title } from '@mantine/core';
import { useT } from '@/lib/i18n';
import { useFeeLine } from '@/lib/stay-fee';

/** How planning a visit works, and what a stay costs (SPEC §1, §2). */
export function InfoCard() {
  const t = useT();
  const feeLine = useFeeLine();
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
        {feeLine}
      </Text>
    </Card>
  );
}

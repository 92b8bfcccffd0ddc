import { Container, Group, Stack, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { BackLink } from '@/components/ui/back-link';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { HouseNameCard } from '@/features/content/components/house-name-card';
import { PagesCards } from '@/features/content/components/pages-card';
import { PaymentSettingsCard } from '@/features/improvements/components/payment-settings-card';
import { FeesCard } from '@/features/stays/payments/components/fees-card';
import { MoneySettingsCard } from '@/features/money/components/money-settings-card';
import { HousePositionCard } from '@/features/weather/components/house-position-card';
import { SecondFactorRuleCard } from '@/features/auth/components/second-factor-rule-card';
import { MeetingSettingsCard } from '@/features/meetings/components/meeting-settings-card';
import { HighSeasonCard } from '@/features/stays/components/high-season-card';
import { LongestStayCard } from '@/features/stays/components/longest-stay-card';

/** The house's settings, as the app composes them from each area's part (DECISIONS §16). */
export function AdminSettingsScreen() {
  const t = useT();
  usePageTitle(t('admin.settings'));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('admin.settings')}</Title>
          <BackLink to={paths.admin}>{t('admin.back')}</BackLink>
        </Group>
        <HouseNameCard />
        <PagesCards />
        <FeesCard />
        <MoneySettingsCard />
        <HousePositionCard />
        <SecondFactorRuleCard />
        <MeetingSettingsCard />
        <PaymentSettingsCard />
        <LongestStayCard />
        <HighSeasonCard />
      </Stack>
    </Container>
  );
}

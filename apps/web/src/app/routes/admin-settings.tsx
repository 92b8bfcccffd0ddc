import { Container, Group, Stack, Title } from '@mantine/core';
import { hasAccess, paths } from '@stuga/shared';
import type { QueryClient } from '@tanstack/react-query';
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
import { houseNameSettingQuery } from '@/features/content/api/house-name-setting';
import { contentQuery } from '@/features/content/api/get-content';
import { messageQuery } from '@/features/content/api/get-message';
import { paymentSettingsQuery } from '@/features/improvements/api/get-payment-settings';
import { feesQuery } from '@/features/stays/payments/api/fees';
import { moneySettingsQuery } from '@/features/money/api/get-money-settings';
import { housePositionQuery } from '@/features/weather/api/get-house-position';
import { secondFactorRuleQuery } from '@/features/auth/api/get-second-factor-rule';
import { meetingSettingsQuery } from '@/features/meetings/api/get-meeting-settings';
import { highSeasonQuery } from '@/features/stays/api/high-season';
import { longestStayQuery } from '@/features/stays/api/get-longest-stay';
import { readsStarted } from '@/lib/screen-reads';
import { sessionStore } from '@/lib/session-store';

/**
 * What the settings' cards read, started with the screen's code (decision 0080): the screen is
 * drawn once with them, not with eleven loaders each replaced as its answer comes.
 */
export function prepare(client?: QueryClient) {
  if (!client || !hasAccess(sessionStore.get()?.user ?? null, 'admin')) return undefined;
  return readsStarted([
    client.prefetchQuery(houseNameSettingQuery()),
    client.prefetchQuery(contentQuery()),
    client.prefetchQuery(messageQuery()),
    client.prefetchQuery(feesQuery()),
    client.prefetchQuery(moneySettingsQuery()),
    client.prefetchQuery(housePositionQuery()),
    client.prefetchQuery(secondFactorRuleQuery()),
    client.prefetchQuery(meetingSettingsQuery()),
    client.prefetchQuery(paymentSettingsQuery()),
    client.prefetchQuery(longestStayQuery()),
    client.prefetchQuery(highSeasonQuery()),
  ]);
}

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

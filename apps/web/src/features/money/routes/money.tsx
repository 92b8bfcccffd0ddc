import { Anchor, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useToday } from '@/lib/clock';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useMoney } from '../api/get-money';
import { Balances } from '../components/balances';
import { CostsOfYear } from '../components/costs-of-year';
import { MyParts } from '../components/my-parts';
import { OwnSwish } from '../components/own-swish';
import { SettleUp } from '../components/settle-up';
import { Settlements } from '../components/settlements';

/**
 * The house's money for every member with booking access (DECISIONS §23): everyone's balance,
 * "Settle up" with the fewest payments (a Swish QR code to the payee's own number for the payer,
 * "I have paid"), the payments waiting for their payee to confirm, the member's own parts of the
 * costs with how each was worked out, and their own Swish number; for an owner, the year's costs.
 */
export function MoneyScreen() {
  const t = useT();
  usePageTitle(t('money.title'));
  const money = useMoney();
  const today = useToday();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('money.title')}</Title>
        {today && (
          <Anchor component={Link} to={`/money/${today.slice(0, 4)}`} className="touch-target">
            {t('money.year', { year: today.slice(0, 4) })}
          </Anchor>
        )}
        <QueryState
          data={money.data}
          error={money.error}
          isPending={money.isPending}
          retry={() => void money.refetch()}
          loadingLabel={t('money.loading')}
        >
          {(data) => (
            <>
              <SectionCard title={t('money.balances')}>
                <Balances money={data} />
              </SectionCard>
              <SectionCard title={t('money.settleUp')}>
                <SettleUp money={data} />
              </SectionCard>
              {data.settlements.length > 0 && (
                <SectionCard title={t('money.payments')}>
                  <Settlements settlements={data.settlements} />
                </SectionCard>
              )}
              {data.is_owner && today && (
                <SectionCard title={t('money.costs')}>
                  <CostsOfYear thisYear={Number(today.slice(0, 4))} />
                </SectionCard>
              )}
              <SectionCard title={t('money.myParts')}>
                <MyParts parts={data.my_parts} />
              </SectionCard>
              <SectionCard title={t('money.gettingPaid')}>
                <OwnSwish swish={data.my_swish} />
              </SectionCard>
            </>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}

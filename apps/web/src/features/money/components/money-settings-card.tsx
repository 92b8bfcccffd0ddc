import { Button, Group, Stack, Text } from '@mantine/core';
import { COST_LIMIT_ORE, KWH_PRICE_LIMIT, type MoneySettings } from '@stuga/shared';
import { useState } from 'react';
import { fromOre, KronorInput, toOre } from '@/components/ui/kronor-input';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useMoneySettings } from '../api/get-money-settings';
import { useSetMoneySettings } from '../api/set-money-settings';

/** The house's money (DECISIONS §23): the price per kWh, and when a new part is mailed. */
export function MoneySettingsCard() {
  const t = useT();
  const settings = useMoneySettings();
  return (
    <SectionCard title={t('settings.money.title')} size="h3">
      <QueryState
        data={settings.data}
        error={settings.error}
        isPending={settings.isPending}
        retry={() => void settings.refetch()}
        loadingLabel={t('settings.money.loading')}
      >
        {(data) => <MoneySettingsForm stored={data} />}
      </QueryState>
    </SectionCard>
  );
}

function MoneySettingsForm({ stored }: { stored: MoneySettings }) {
  const t = useT();
  const save = useSetMoneySettings();
  const [price, setPrice] = useState<string | number>(
    stored.kwh_price === null ? '' : fromOre(stored.kwh_price),
  );
  const [over, setOver] = useState<string | number>(fromOre(stored.part_mail_over));
  const { result, onSubmit } = useCheckedSave(
    (schemas) =>
      schemas.MoneySettingsSchema.safeParse({
        kwh_price: price === '' ? null : toOre(price),
        part_mail_over: toOre(over),
      }),
    (data, done) => save.mutate(data, done),
    { saved: t('settings.money.saved'), failed: t('settings.money.failed') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.money.title')}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <KronorInput
            label={t('settings.money.kwhPrice')}
            description={t('settings.money.kwhPriceHelp')}
            value={price}
            onChange={setPrice}
            maxOre={KWH_PRICE_LIMIT}
          />
          <KronorInput
            label={t('settings.money.mailOver')}
            description={t('settings.money.mailOverHelp')}
            value={over}
            onChange={setOver}
            maxOre={COST_LIMIT_ORE}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('settings.money.help')}
        </Text>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('settings.money.save')}
          </Button>
        </Group>
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
      </Stack>
    </form>
  );
}

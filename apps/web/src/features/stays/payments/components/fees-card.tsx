import { Button, Group, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { BEDS_LIMIT, FEE_LIMIT_ORE, type FeeModel, type Fees } from '@stuga/shared';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useSetFees } from '../api/set-fees';
import { useFees } from '../api/fees';
import { fromOre, KronorInput, toOre } from '@/components/ui/kronor-input';

/** What a stay costs, the beds, and the Swish number stays are paid to (DECISIONS §21). */
export function FeesCard() {
  const t = useT();
  const fees = useFees();
  return (
    <SectionCard title={t('settings.fees.title')} size="h3">
      <QueryState
        data={fees.data}
        error={fees.error}
        isPending={fees.isPending}
        retry={() => void fees.refetch()}
        loadingLabel={t('settings.fees.loading')}
      >
        {(data) => <FeesForm stored={data} />}
      </QueryState>
    </SectionCard>
  );
}

function FeesForm({ stored }: { stored: Fees }) {
  const t = useT();
  const save = useSetFees();
  const [model, setModel] = useState<FeeModel>(stored.fee.model);
  const [amounts, setAmounts] = useState({
    stay: fromOre(stored.fee.stay) as string | number,
    night: fromOre(stored.fee.night) as string | number,
    adult: fromOre(stored.fee.adult) as string | number,
    child: fromOre(stored.fee.child) as string | number,
    cleaning: fromOre(stored.fee.cleaning) as string | number,
  });
  const [beds, setBeds] = useState<string | number>(stored.beds);
  const [swish, setSwish] = useState(stored.swish ?? '');
  const amount = (key: keyof typeof amounts) => ({
    value: amounts[key],
    onChange: (value: string | number) => setAmounts((all) => ({ ...all, [key]: value })),
  });
  const { result, onSubmit } = useCheckedSave(
    (schemas) =>
      schemas.FeesSchema.safeParse({
        fee: {
          model,
          stay: toOre(amounts.stay),
          night: toOre(amounts.night),
          adult: toOre(amounts.adult),
          child: toOre(amounts.child),
          cleaning: toOre(amounts.cleaning),
        },
        beds: beds === '' ? undefined : Number(beds),
        swish: swish.trim() ? swish : null,
      }),
    (data, done) => save.mutate(data, done),
    { saved: t('settings.fees.saved'), failed: t('settings.fees.failed') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.fees.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('settings.fees.help')}
        </Text>
        <Radio.Group
          label={t('settings.fees.model')}
          value={model}
          onChange={(value) => setModel(value as FeeModel)}
        >
          <Group gap="md" mt={6}>
            <Radio value="stay" label={t('settings.fees.perStay')} />
            <Radio value="night" label={t('settings.fees.perNight')} />
            <Radio value="person_night" label={t('settings.fees.perPersonNight')} />
          </Group>
        </Radio.Group>
        <Group gap="sm" grow wrap="wrap">
          {model === 'stay' && (
            <KronorInput
              maxOre={FEE_LIMIT_ORE}
              label={t('settings.fees.stay')}
              {...amount('stay')}
            />
          )}
          {model === 'night' && (
            <KronorInput
              maxOre={FEE_LIMIT_ORE}
              label={t('settings.fees.night')}
              {...amount('night')}
            />
          )}
          {model === 'person_night' && (
            <>
              <KronorInput
                maxOre={FEE_LIMIT_ORE}
                label={t('settings.fees.adult')}
                description={t('settings.fees.adultHelp')}
                {...amount('adult')}
              />
              <KronorInput
                maxOre={FEE_LIMIT_ORE}
                label={t('settings.fees.child')}
                {...amount('child')}
              />
            </>
          )}
          <KronorInput
            maxOre={FEE_LIMIT_ORE}
            label={t('settings.fees.cleaning')}
            description={t('settings.fees.cleaningHelp')}
            {...amount('cleaning')}
          />
        </Group>
        <Group gap="sm" grow wrap="wrap" align="flex-start">
          <NumberInput
            label={t('settings.fees.beds')}
            min={1}
            max={BEDS_LIMIT}
            clampBehavior="none"
            allowDecimal={false}
            value={beds}
            onChange={setBeds}
          />
          <TextInput
            label={t('settings.fees.swish')}
            description={t('settings.fees.swishHelp')}
            placeholder={t('settings.fees.swishExample')}
            value={swish}
            maxLength={25}
            inputMode="tel"
            onChange={(e) => setSwish(e.currentTarget.value)}
          />
        </Group>
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('settings.fees.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

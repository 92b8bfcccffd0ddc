import { Button, Group, Stack, Text } from '@mantine/core';
import type { HousePosition } from '@stuga/shared';
import { useState } from 'react';
import { DecimalInput } from '@/components/ui/decimal-input';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useHousePosition } from '../api/get-house-position';
import { useSetHousePosition } from '../api/set-house-position';

/**
 * The house's position (DECISIONS §25): latitude and longitude in degrees, within Sweden; the
 * forecast and SMHI's warnings are asked for it. Both empty: no forecast.
 */
export function HousePositionCard() {
  const t = useT();
  const position = useHousePosition();
  return (
    <SectionCard title={t('settings.position.title')} size="h3">
      <QueryState
        data={position.data}
        error={position.error}
        isPending={position.isPending}
        retry={() => void position.refetch()}
        loadingLabel={t('settings.position.loading')}
      >
        {(data) => <PositionForm stored={data} />}
      </QueryState>
    </SectionCard>
  );
}

const degrees = (value: string | number) => (value === '' ? undefined : Number(value));

function PositionForm({ stored }: { stored: HousePosition }) {
  const t = useT();
  const save = useSetHousePosition();
  const [latitude, setLatitude] = useState<string | number>(stored.position?.latitude ?? '');
  const [longitude, setLongitude] = useState<string | number>(stored.position?.longitude ?? '');
  const { result, onSubmit } = useCheckedSave(
    (schemas) =>
      schemas.HousePositionSchema.safeParse({
        position:
          latitude === '' && longitude === ''
            ? null
            : { latitude: degrees(latitude), longitude: degrees(longitude) },
      }),
    (data, done) => save.mutate(data, done),
    { saved: t('settings.position.saved'), failed: t('settings.position.failed') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.position.title')}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <DecimalInput
            label={t('settings.position.latitude')}
            description={t('settings.position.latitudeHelp')}
            value={latitude}
            onChange={setLatitude}
            decimalScale={6}
            hideControls
            miw={160}
          />
          <DecimalInput
            label={t('settings.position.longitude')}
            description={t('settings.position.longitudeHelp')}
            value={longitude}
            onChange={setLongitude}
            decimalScale={6}
            hideControls
            miw={160}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('settings.position.help')}
        </Text>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('settings.position.save')}
          </Button>
        </Group>
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
      </Stack>
    </form>
  );
}

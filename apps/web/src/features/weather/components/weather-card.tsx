import { Alert, Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCloud,
  IconCloudFog,
  IconCloudRain,
  IconCloudSnow,
  IconCloudStorm,
  IconHaze,
  IconSnowflake,
  IconSun,
  type Icon,
} from '@tabler/icons-react';
import { hasAccess, type Weather, type WarningLevel, type WeatherKind } from '@stuga/shared';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import type { MessageKey } from '@/i18n/en';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useWeather } from '../api/get-weather';

const KINDS: Record<WeatherKind, { icon: Icon; label: MessageKey }> = {
  clear: { icon: IconSun, label: 'weather.kind.clear' },
  partly: { icon: IconHaze, label: 'weather.kind.partly' },
  cloudy: { icon: IconCloud, label: 'weather.kind.cloudy' },
  fog: { icon: IconCloudFog, label: 'weather.kind.fog' },
  showers: { icon: IconCloudRain, label: 'weather.kind.showers' },
  rain: { icon: IconCloudRain, label: 'weather.kind.rain' },
  thunder: { icon: IconCloudStorm, label: 'weather.kind.thunder' },
  sleet: { icon: IconCloudSnow, label: 'weather.kind.sleet' },
  snow: { icon: IconSnowflake, label: 'weather.kind.snow' },
};

const LEVELS: Record<WarningLevel, { color: string; title: MessageKey }> = {
  yellow: { color: 'yellow', title: 'weather.warning.yellow' },
  orange: { color: 'orange', title: 'weather.warning.orange' },
  red: { color: 'red', title: 'weather.warning.red' },
};

const FIRE_RISKS: Record<number, MessageKey> = {
  1: 'weather.fire.1',
  2: 'weather.fire.2',
  3: 'weather.fire.3',
  4: 'weather.fire.4',
  5: 'weather.fire.5',
  6: 'weather.fire.6',
};

/** SMHI's page on its open data, where its terms (CC BY 4.0) are. */
const SMHI_URL = 'https://www.smhi.se/data/oppna-data';

/**
 * The weather at the house (DECISIONS §25): the next days from SMHI's point forecast, SMHI's
 * warnings for the house's area and today's fire risk, as the house kept them, with when SMHI
 * answered. Kept for offline with the house's copy. For members who plan stays.
 */
export function WeatherCard() {
  const t = useT();
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const weather = useWeather(allowed);
  if (!allowed) return null;
  return (
    <SectionCard title={t('weather.title')}>
      <QueryState
        data={weather.data}
        error={weather.error}
        isPending={weather.isPending}
        retry={() => void weather.refetch()}
        loadingLabel={t('weather.loading')}
      >
        {(data) => <Forecast weather={data} />}
      </QueryState>
    </SectionCard>
  );
}

function Forecast({ weather }: { weather: Weather }) {
  const t = useT();
  const format = useFormat();
  if (!weather.placed || !weather.fetched_at) {
    return (
      <Text size="sm" c="dimmed">
        {t(weather.placed ? 'weather.notYet' : 'weather.unplaced')}
      </Text>
    );
  }
  const asOf = format.dateTime(weather.fetched_at);
  return (
    <Stack gap="md">
      {weather.warnings.map((warning) => (
        <Alert
          key={`${warning.id}-${warning.level}`}
          color={LEVELS[warning.level].color}
          icon={<IconAlertTriangle aria-hidden />}
          title={t(LEVELS[warning.level].title, { event: warning.event[format.language] })}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap={4}>
            {warning.text[format.language] && (
              <Text size="sm">{warning.text[format.language]}</Text>
            )}
            {warning.to && (
              <Text size="sm">
                {t('weather.warning.until', { time: format.dateTime(warning.to) })}
              </Text>
            )}
          </Stack>
        </Alert>
      ))}
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="sm" component="ul" m={0} p={0}>
        {weather.days.map((day) => {
          const kind = KINDS[day.kind];
          return (
            <Stack
              key={day.day}
              component="li"
              gap={2}
              align="center"
              style={{ listStyle: 'none' }}
            >
              <Text size="sm" fw={600}>
                {format.weekday(day.day)}
              </Text>
              <kind.icon size={32} stroke={1.5} aria-hidden />
              <Text size="sm">{t(kind.label)}</Text>
              <Text size="sm">
                {t('weather.temperatures', {
                  high: format.number(Math.round(day.high)),
                  low: format.number(Math.round(day.low)),
                })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('weather.rainWind', {
                  rain: format.number(day.rain_mm),
                  wind: format.number(day.wind),
                })}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
      {weather.fire_risk && (
        <Text size="sm">
          {t('weather.fire', {
            risk: t(FIRE_RISKS[weather.fire_risk.risk] ?? 'weather.fire.3'),
            class: weather.fire_risk.risk,
          })}
        </Text>
      )}
      <Group gap="xs" align="center" wrap="wrap">
        <Text size="xs" c="dimmed">
          {weather.stale ? t('weather.stale', { time: asOf }) : t('weather.asOf', { time: asOf })}
        </Text>
        <Anchor
          href={SMHI_URL}
          size="xs"
          target="_blank"
          rel="noopener noreferrer"
          className="touch-target"
        >
          {t('weather.source')}
        </Anchor>
      </Group>
    </Stack>
  );
}

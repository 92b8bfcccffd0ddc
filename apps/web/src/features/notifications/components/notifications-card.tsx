import { Button, Group, Stack, Text } from '@mantine/core';
import { hasAccess, type Devices } from '@stuga/shared';
import { useEffect, useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useAddDevice } from '../api/add-device';
import { useDevices } from '../api/get-devices';
import { useRemoveDevice } from '../api/remove-device';
import { ChannelsForm } from './channels-form';
import { canPush, currentSubscription, deviceLabel, onIos, subscribe } from '../browser-push';

/** This device: notifications turned on (permission asked only on this tap), or off. */
function ThisDevice({ data }: { data: Devices }) {
  const t = useT();
  const add = useAddDevice();
  const remove = useRemoveDevice();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void currentSubscription().then((found) => setEndpoint(found?.endpoint ?? null));
  }, [data]);
  const here = data.devices.find((device) => device.endpoint === endpoint);
  if (!canPush()) return <Text>{t('push.unsupported')}</Text>;
  const turnOn = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const made = await subscribe(data.public_key);
      if (made === 'denied') return setProblem(t('push.denied'));
      const json = made.toJSON();
      await add.mutateAsync({
        endpoint: made.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        label: deviceLabel(navigator.userAgent),
      });
      setEndpoint(made.endpoint);
    } catch (error) {
      setProblem(error instanceof Error && 'status' in error ? error.message : t('push.failed'));
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    if (!here) return;
    setBusy(true);
    try {
      await (await currentSubscription())?.unsubscribe();
      await remove.mutateAsync(here.id);
      setEndpoint(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Text>{t(here ? 'push.onHere' : 'push.offHere')}</Text>
      <Group>
        <Button
          loading={busy}
          variant={here ? 'default' : 'filled'}
          // A long label (Swedish, on a phone) wraps rather than being cut off.
          h="auto"
          mih="var(--button-height-sm)"
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
          onClick={() => void (here ? turnOff() : turnOn())}
        >
          {t(here ? 'push.turnOff' : 'push.turnOn')}
        </Button>
      </Group>
      {problem && <StatusText tone="error">{problem}</StatusText>}
    </Stack>
  );
}

/** Every device with notifications on, each removable. */
function DeviceList({ data }: { data: Devices }) {
  const t = useT();
  const format = useFormat();
  const remove = useRemoveDevice();
  if (data.devices.length === 0) return <Text c="dimmed">{t('push.noDevices')}</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {data.devices.map((device) => (
        <Group component="li" key={device.id} justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>{device.label || t('push.unnamed')}</Text>
            <Text size="sm" c="dimmed">
              {device.last_sent_at
                ? t('push.lastSent', { when: format.dateTime(device.last_sent_at) })
                : t('push.since', { day: format.date(device.created_at) })}
            </Text>
          </Stack>
          <Button
            variant="subtle"
            color="red"
            className="touch-target"
            aria-label={t('push.removeOf', { name: device.label || t('push.unnamed') })}
            loading={remove.isPending && remove.variables === device.id}
            onClick={() => remove.mutate(device.id)}
          >
            {t('push.remove')}
          </Button>
        </Group>
      ))}
      {remove.error && (
        <StatusText tone="error">{failureMessage(remove.error, t('fail.removeDevice'))}</StatusText>
      )}
    </Stack>
  );
}

/**
 * Notifications on the phone (DECISIONS §25): turned on per device from its browser, the
 * devices listed and removed; on an iPhone they need the app on the home screen.
 */
export function NotificationsCard() {
  const t = useT();
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const devices = useDevices(allowed);
  if (!allowed) return null;
  return (
    <SectionCard title={t('push.title')} size="h3">
      <Stack gap="md">
        <Text size="sm">{t('push.intro')}</Text>
        <QueryState
          data={devices.data}
          error={devices.error}
          isPending={devices.isPending}
          retry={() => void devices.refetch()}
          loadingLabel={t('push.loading')}
        >
          {(data) => (
            <Stack gap="md">
              <ThisDevice data={data} />
              <DeviceList data={data} />
              <ChannelsForm />
            </Stack>
          )}
        </QueryState>
        <Text size="sm" c="dimmed" fw={onIos() ? 600 : undefined}>
          {t('push.iphone')}
        </Text>
      </Stack>
    </SectionCard>
  );
}

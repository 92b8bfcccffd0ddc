import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import {
  CHANNELS,
  NOTICE_KINDS,
  type Channel,
  type Channels,
  type NoticeKind,
} from '@stuga/shared';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { StatusText } from '@/components/ui/status-text';
import type { MessageKey } from '@/i18n/en';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useChannels } from '../api/get-channels';
import { useSaveChannels } from '../api/save-channels';

const KIND_LABELS: Record<NoticeKind, MessageKey> = {
  offer: 'push.kind.offer',
  decision: 'push.kind.decision',
  swap: 'push.kind.swap',
  round: 'push.kind.round',
  reminder: 'push.kind.reminder',
  codes: 'push.kind.codes',
  weather: 'push.kind.weather',
};
const CHANNEL_LABELS: Record<Channel, MessageKey> = {
  both: 'push.channel.both',
  mail: 'push.channel.mail',
  push: 'push.channel.push',
  off: 'push.channel.off',
};

function Choices({ kept }: { kept: Channels['channels'] }) {
  const t = useT();
  const save = useSaveChannels();
  const [channels, setChannels] = useState(kept);
  const { result, onSubmit } = useCheckedSave(
    (schemas) => schemas.ChannelsSchema.safeParse({ channels }),
    (input, done) => save.mutate(input, done),
    { saved: t('push.channelsSaved'), failed: t('fail.saveChannels') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('push.channels')}>
      <Stack gap="sm">
        {NOTICE_KINDS.map((kind) => (
          <NativeSelect
            key={kind}
            label={t(KIND_LABELS[kind])}
            value={channels[kind]}
            data={CHANNELS.map((value) => ({ value, label: t(CHANNEL_LABELS[value]) }))}
            onChange={(event) =>
              setChannels((all) => ({ ...all, [kind]: event.currentTarget.value as Channel }))
            }
            maw={320}
          />
        ))}
        <Group>
          <Button type="submit" variant="light" loading={save.isPending}>
            {t('push.saveChannels')}
          </Button>
        </Group>
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
      </Stack>
    </form>
  );
}

/** Per kind of notice: mail, a notification on the devices, both, or off. */
export function ChannelsForm() {
  const t = useT();
  const channels = useChannels(true);
  return (
    <QueryState
      data={channels.data}
      error={channels.error}
      isPending={channels.isPending}
      retry={() => void channels.refetch()}
      loadingLabel={t('push.loadingChannels')}
    >
      {(data) => <Choices kept={data.channels} />}
    </QueryState>
  );
}

import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useSetHouseName } from '../api/set-house-name';
import { useHouseNameSetting } from '../api/house-name-setting';

/** The house's name (DECISIONS §16): in the header, the page titles and every mail. */
export function HouseNameCard() {
  const t = useT();
  const setting = useHouseNameSetting();
  return (
    <SectionCard title={t('settings.houseName.title')} size="h3">
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.houseName.help')}
      </Text>
      <QueryState
        data={setting.data}
        error={setting.error}
        isPending={setting.isPending}
        retry={() => void setting.refetch()}
        loadingLabel={t('settings.houseName.loading')}
      >
        {(data) => <HouseNameForm stored={data.name} />}
      </QueryState>
    </SectionCard>
  );
}

function HouseNameForm({ stored }: { stored: string }) {
  const t = useT();
  const save = useSetHouseName();
  const [name, setName] = useState(stored);
  const { result, onSubmit } = useCheckedSave(
    (schemas) => schemas.HouseNameSchema.safeParse({ name }),
    (data, done) => save.mutate(data.name, done),
    { saved: t('settings.houseName.saved'), failed: t('settings.houseName.failed') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.houseName.title')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('admin.name')}
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" loading={save.isPending}>
          {t('settings.houseName.save')}
        </Button>
      </Group>
      {result && (
        <StatusText tone={result.ok ? 'success' : 'error'} mt="sm">
          {result.text}
        </StatusText>
      )}
    </form>
  );
}

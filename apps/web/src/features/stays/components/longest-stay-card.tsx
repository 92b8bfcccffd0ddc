import { Button, Group, NumberInput, Text } from '@mantine/core';
import { LONGEST_STAY_LIMIT } from '@stuga/shared';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useSetLongestStay } from '../api/set-longest-stay';
import { useLongestStay } from '../api/get-longest-stay';

/** The longest stay a member may ask for, in nights (DECISIONS §14). */
export function LongestStayCard() {
  const t = useT();
  const longest = useLongestStay();
  return (
    <SectionCard title={t('settings.longest.title')} size="h3">
      <QueryState
        data={longest.data}
        error={longest.error}
        isPending={longest.isPending}
        retry={() => void longest.refetch()}
        loadingLabel={t('settings.longest.loading')}
      >
        {(data) => <LongestStayForm stored={data.max_stay_nights} />}
      </QueryState>
    </SectionCard>
  );
}

function LongestStayForm({ stored }: { stored: number }) {
  const t = useT();
  const save = useSetLongestStay();
  const [nights, setNights] = useState<number | string>(stored);
  const { result, onSubmit } = useCheckedSave(
    (schemas) =>
      schemas.LongestStaySchema.safeParse({
        max_stay_nights: nights === '' ? undefined : Number(nights),
      }),
    (data, done) => save.mutate(data.max_stay_nights, done),
    { saved: t('settings.longest.saved'), failed: t('settings.longest.failed') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.longest.title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.longest.help')}
      </Text>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('settings.longest.nights')}
          min={1}
          max={LONGEST_STAY_LIMIT}
          clampBehavior="none"
          allowDecimal={false}
          value={nights}
          onChange={setNights}
          w={140}
        />
        <Button type="submit" loading={save.isPending}>
          {t('settings.longest.save')}
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

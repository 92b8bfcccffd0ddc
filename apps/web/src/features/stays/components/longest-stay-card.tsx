import { Button, Group, NumberInput, Text } from '@mantine/core';
import { LONGEST_STAY_LIMIT } from '@stuga/shared';
import { useState, type FormEvent } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useSay, useT } from '@/lib/i18n';
import { loadSchemas, usePreloadSchemas } from '@/lib/schemas';
import { useLongestStay, useSetLongestStay } from '../api/longest-stay';

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
  const say = useSay();
  usePreloadSchemas();
  const save = useSetLongestStay();
  const [nights, setNights] = useState<number | string>(stored);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) return setResult({ ok: false, text: t('settings.longest.failed') });
    const parsed = schemas.LongestStaySchema.safeParse({
      max_stay_nights: nights === '' ? undefined : Number(nights),
    });
    if (!parsed.success) {
      return setResult({ ok: false, text: say(parsed.error.issues[0]!.message) });
    }
    save.mutate(parsed.data.max_stay_nights, {
      onSuccess: () => setResult({ ok: true, text: t('settings.longest.saved') }),
      onError: (error) =>
        setResult({ ok: false, text: failureMessage(error, t('settings.longest.failed')) }),
    });
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('settings.longest.title')}
    >
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

import { Button, Group, NumberInput, Text } from '@mantine/core';
import { LONGEST_STAY_LIMIT } from '@stuga/shared';
import { useState, type FormEvent } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { loadSchemas, usePreloadSchemas } from '@/lib/schemas';
import { useLongestStay, useSetLongestStay } from '../api/longest-stay';

/** The longest stay a member may ask for, in nights (DECISIONS §14). */
export function LongestStayCard() {
  const longest = useLongestStay();
  return (
    <SectionCard title="Longest stay" size="h3">
      <QueryState
        data={longest.data}
        error={longest.error}
        isPending={longest.isPending}
        retry={() => void longest.refetch()}
        loadingLabel="Loading the longest stay"
      >
        {(data) => <LongestStayForm stored={data.max_stay_nights} />}
      </QueryState>
    </SectionCard>
  );
}

function LongestStayForm({ stored }: { stored: number }) {
  usePreloadSchemas();
  const save = useSetLongestStay();
  const [nights, setNights] = useState<number | string>(stored);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) return setResult({ ok: false, text: 'Failed to save the longest stay' });
    const parsed = schemas.LongestStaySchema.safeParse({
      max_stay_nights: nights === '' ? undefined : Number(nights),
    });
    if (!parsed.success) return setResult({ ok: false, text: parsed.error.issues[0]!.message });
    save.mutate(parsed.data.max_stay_nights, {
      onSuccess: () => setResult({ ok: true, text: 'Longest stay saved.' }),
      onError: (error) =>
        setResult({ ok: false, text: failureMessage(error, 'Failed to save the longest stay') }),
    });
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Longest stay">
      <Text size="sm" c="dimmed" mb="sm">
        Plans saved from now on may not hold a longer stay; stays already asked for stay as they
        are.
      </Text>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Nights"
          min={1}
          max={LONGEST_STAY_LIMIT}
          clampBehavior="none"
          allowDecimal={false}
          value={nights}
          onChange={setNights}
          w={140}
        />
        <Button type="submit" loading={save.isPending}>
          Save longest stay
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

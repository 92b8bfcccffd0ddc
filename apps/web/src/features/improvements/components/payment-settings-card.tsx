import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Payment } from '@stuga/shared';
import { useState, type FormEvent } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { loadSchemas, usePreloadSchemas } from '@/lib/schemas';
import { usePaymentSettings, useSetPaymentSettings } from '../api/payment-settings';

/** How members give (DECISIONS §16): one or two payment apps and their number. */
export function PaymentSettingsCard() {
  const settings = usePaymentSettings();
  return (
    <SectionCard title="Payment" size="h3">
      <Text size="sm" c="dimmed" mb="md">
        Members see these on the improvements page when they want to give.
      </Text>
      <QueryState
        data={settings.data}
        error={settings.error}
        isPending={settings.isPending}
        retry={() => void settings.refetch()}
        loadingLabel="Loading the payment details"
      >
        {(data) => <PaymentForm stored={data.payment} />}
      </QueryState>
    </SectionCard>
  );
}

function PaymentForm({ stored }: { stored: Payment | null }) {
  usePreloadSchemas();
  const save = useSetPaymentSettings();
  const [first, setFirst] = useState(stored?.apps[0] ?? '');
  const [second, setSecond] = useState(stored?.apps[1] ?? '');
  const [phone, setPhone] = useState(stored?.phone ?? '');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) return setResult({ ok: false, text: 'Failed to save the payment details' });
    const parsed = schemas.PaymentSettingsSchema.safeParse({
      apps: [first, second].filter((app) => app.trim()),
      phone,
    });
    if (!parsed.success) return setResult({ ok: false, text: parsed.error.issues[0]!.message });
    save.mutate(parsed.data, {
      onSuccess: () => setResult({ ok: true, text: 'Payment details saved.' }),
      onError: (error) =>
        setResult({ ok: false, text: failureMessage(error, 'Failed to save the payment details') }),
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Payment">
      <Stack gap="sm">
        <Group gap="sm" grow wrap="wrap">
          <TextInput
            label="Payment app"
            value={first}
            maxLength={30}
            onChange={(e) => setFirst(e.currentTarget.value)}
          />
          <TextInput
            label="Second payment app"
            description="Optional"
            value={second}
            maxLength={30}
            onChange={(e) => setSecond(e.currentTarget.value)}
          />
        </Group>
        <TextInput
          label="Number"
          placeholder="070-123 45 67"
          value={phone}
          maxLength={25}
          inputMode="tel"
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save payment details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

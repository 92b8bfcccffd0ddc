import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Payment } from '@stuga/shared';
import { useState, type FormEvent } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useSetPaymentSettings } from '../api/set-payment-settings';
import { usePaymentSettings } from '../api/get-payment-settings';

/** How members give (DECISIONS §16): one or two payment apps and their number. */
export function PaymentSettingsCard() {
  const t = useT();
  const settings = usePaymentSettings();
  return (
    <SectionCard title={t('settings.payment.title')} size="h3">
      <Text size="sm" c="dimmed" mb="md">
        {t('settings.payment.help')}
      </Text>
      <QueryState
        data={settings.data}
        error={settings.error}
        isPending={settings.isPending}
        retry={() => void settings.refetch()}
        loadingLabel={t('settings.payment.loading')}
      >
        {(data) => <PaymentForm stored={data.payment} />}
      </QueryState>
    </SectionCard>
  );
}

function PaymentForm({ stored }: { stored: Payment | null }) {
  const t = useT();
  const checkForm = useFormCheck();
  const save = useSetPaymentSettings();
  const [first, setFirst] = useState(stored?.apps[0] ?? '');
  const [second, setSecond] = useState(stored?.apps[1] ?? '');
  const [phone, setPhone] = useState(stored?.phone ?? '');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const parsed = await checkForm((schemas) =>
      schemas.PaymentSettingsSchema.safeParse({
        apps: [first, second].filter((app) => app.trim()),
        phone,
      }),
    );
    if (!parsed.ok) {
      return setResult({ ok: false, text: parsed.problem ?? t('settings.payment.failed') });
    }
    save.mutate(parsed.data, {
      onSuccess: () => setResult({ ok: true, text: t('settings.payment.saved') }),
      onError: (error) =>
        setResult({ ok: false, text: failureMessage(error, t('settings.payment.failed')) }),
    });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('settings.payment.title')}
    >
      <Stack gap="sm">
        <Group gap="sm" grow wrap="wrap">
          <TextInput
            label={t('settings.payment.app')}
            value={first}
            maxLength={30}
            onChange={(e) => setFirst(e.currentTarget.value)}
          />
          <TextInput
            label={t('settings.payment.secondApp')}
            description={t('settings.payment.optional')}
            value={second}
            maxLength={30}
            onChange={(e) => setSecond(e.currentTarget.value)}
          />
        </Group>
        <TextInput
          label={t('settings.payment.number')}
          placeholder={t('settings.payment.numberExample')}
          value={phone}
          maxLength={25}
          inputMode="tel"
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('settings.payment.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import type { Passkey } from '@stuga/shared';
import { useState, type FormEvent } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { passkeyDismissed } from '@/lib/webauthn';
import { useFormCheck } from '@/lib/schemas';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';

/**
 * Passkeys (DECISIONS §26): the member's, named, with when each was last used, each removable;
 * a new one is made by this browser (the phone's fingerprint or face, or a security key).
 */
export function PasskeysCard() {
  const t = useT();
  const passkeys = usePasskeys();
  return (
    <SectionCard title={t('passkey.title')} size="h3">
      <Stack gap="sm" mt="xs">
        <Text size="sm">{t('passkey.help')}</Text>
        <QueryState
          data={passkeys.data}
          error={passkeys.error}
          isPending={passkeys.isPending}
          retry={() => void passkeys.refetch()}
          loadingLabel={t('passkey.loading')}
        >
          {(data) => <PasskeyList passkeys={data.passkeys} />}
        </QueryState>
        {browserSupportsWebAuthn() ? (
          <AddPasskeyForm />
        ) : (
          <Text size="sm" c="dimmed">
            {t('passkey.unsupported')}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}

function PasskeyList({ passkeys }: { passkeys: Passkey[] }) {
  const t = useT();
  const format = useFormat();
  const remove = useRemovePasskey();
  if (passkeys.length === 0) return <Text c="dimmed">{t('passkey.none')}</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {passkeys.map((passkey) => (
        <Group component="li" key={passkey.id} justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>{passkey.name}</Text>
            <Text size="sm" c="dimmed">
              {passkey.last_used_at
                ? t('passkey.lastUsed', { when: format.dateTime(passkey.last_used_at) })
                : t('passkey.neverUsed', { day: format.date(passkey.created_at) })}
            </Text>
          </Stack>
          <Button
            variant="subtle"
            color="red"
            className="touch-target"
            aria-label={t('passkey.removeOf', { name: passkey.name })}
            loading={remove.isPending && remove.variables === passkey.id}
            onClick={() => remove.mutate(passkey.id)}
          >
            {t('passkey.remove')}
          </Button>
        </Group>
      ))}
      {remove.error && (
        <StatusText tone="error">
          {failureMessage(remove.error, t('fail.removePasskey'))}
        </StatusText>
      )}
    </Stack>
  );
}

function AddPasskeyForm() {
  const t = useT();
  const checkForm = useFormCheck();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const parsed = await checkForm((schemas) => schemas.PasskeyNameSchema.safeParse(name));
    if (!parsed.ok) return setResult({ ok: false, text: parsed.problem ?? t('fail.addPasskey') });
    add.mutate(parsed.data, {
      onSuccess: (passkey) => {
        setName('');
        setResult({ ok: true, text: t('passkey.added', { name: passkey.name }) });
      },
      onError: (error) =>
        setResult({
          ok: false,
          text: passkeyDismissed(error)
            ? t('passkey.dismissed')
            : failureMessage(error, t('fail.addPasskey')),
        }),
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('passkey.add')}>
      <Stack gap="sm">
        <TextInput
          label={t('passkey.name')}
          description={t('passkey.nameHelp')}
          value={name}
          maxLength={60}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setResult(null);
          }}
        />
        <Group>
          <Button type="submit" variant="light" loading={add.isPending}>
            {t('passkey.add')}
          </Button>
        </Group>
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
      </Stack>
    </form>
  );
}

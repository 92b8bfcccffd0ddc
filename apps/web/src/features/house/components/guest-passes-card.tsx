import { Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import type { GuestPass, GuestPassGiven } from '@stuga/shared';
import { useState, type FormEvent } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useGiveGuestPass } from '../api/give-guest-pass';
import { useGuestPasses } from '../api/guest-passes';
import { useRevokeGuestPass } from '../api/revoke-guest-pass';

/**
 * A stay's guest passes (DECISIONS §26): given by name (mailed when an address is given), each
 * with its uses, taken back at once; a new pass's link and QR code are shown this once.
 */
export function GuestPassesCard({ stayId }: { stayId: number }) {
  const t = useT();
  const passes = useGuestPasses(stayId);
  return (
    <SectionCard title={t('guestPass.title')} size="h3">
      <Stack gap="md" mt="xs">
        <Text size="sm">{t('guestPass.help')}</Text>
        <QueryState
          data={passes.data}
          error={passes.error}
          isPending={passes.isPending}
          retry={() => void passes.refetch()}
          loadingLabel={t('guestPass.loading')}
        >
          {(data) => <PassList stayId={stayId} passes={data.passes} />}
        </QueryState>
        <GivePass stayId={stayId} />
      </Stack>
    </SectionCard>
  );
}

function PassList({ stayId, passes }: { stayId: number; passes: GuestPass[] }) {
  const t = useT();
  const format = useFormat();
  const revoke = useRevokeGuestPass(stayId);
  if (passes.length === 0) return <Text c="dimmed">{t('guestPass.none')}</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {passes.map((pass) => (
        <Group component="li" key={pass.id} justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>{pass.guest_name}</Text>
            <Text size="sm" c="dimmed">
              {pass.revoked_at
                ? t('guestPass.revoked', { when: format.dateTime(pass.revoked_at) })
                : t('guestPass.uses', {
                    count: pass.uses,
                    when: pass.last_used_at ? format.dateTime(pass.last_used_at) : '',
                  })}
            </Text>
          </Stack>
          {!pass.revoked_at && (
            <Button
              variant="subtle"
              color="red"
              className="touch-target"
              aria-label={t('guestPass.revokeOf', { name: pass.guest_name })}
              loading={revoke.isPending && revoke.variables === pass.id}
              onClick={() => revoke.mutate(pass.id)}
            >
              {t('guestPass.revoke')}
            </Button>
          )}
        </Group>
      ))}
      {revoke.error && (
        <StatusText tone="error">{failureMessage(revoke.error, t('fail.revokePass'))}</StatusText>
      )}
    </Stack>
  );
}

function GivePass({ stayId }: { stayId: number }) {
  const t = useT();
  const checkForm = useFormCheck();
  const give = useGiveGuestPass(stayId);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [given, setGiven] = useState<GuestPassGiven | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGiven(null);
    const parsed = await checkForm((schemas) =>
      schemas.GuestPassInputSchema.safeParse({ guest_name: name, email }),
    );
    if (!parsed.ok) return setProblem(parsed.problem ?? t('fail.givePass'));
    give.mutate(parsed.data, {
      onSuccess: (answer) => {
        setGiven(answer);
        setName('');
        setEmail('');
      },
      onError: (error) => setProblem(failureMessage(error, t('fail.givePass'))),
    });
  };

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem(null);
  };
  return (
    <Stack gap="sm">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('guestPass.give')}>
        <Stack gap="sm">
          <TextInput
            label={t('guestPass.name')}
            value={name}
            maxLength={80}
            onChange={(e) => edit(setName)(e.currentTarget.value)}
          />
          <TextInput
            label={t('guestPass.email')}
            type="email"
            value={email}
            onChange={(e) => edit(setEmail)(e.currentTarget.value)}
          />
          {problem && <StatusText tone="error">{problem}</StatusText>}
          <Group>
            <Button type="submit" variant="light" loading={give.isPending}>
              {t('guestPass.give')}
            </Button>
          </Group>
        </Stack>
      </form>
      {given && (
        <Stack gap="xs" role="status">
          <Text>{t('guestPass.given', { name: given.pass.guest_name })}</Text>
          <TextInput
            label={t('guestPass.link')}
            value={given.link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Image
            src={given.qr}
            alt={t('guestPass.qr', { name: given.pass.guest_name })}
            w={200}
            h={200}
          />
        </Stack>
      )}
    </Stack>
  );
}

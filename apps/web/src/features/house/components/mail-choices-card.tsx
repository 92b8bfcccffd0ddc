import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  hasAccess,
  MAIL_CHOICES_OF,
  MAIL_KINDS,
  type MailChoice,
  type MailChoices,
  type MailKind,
} from '@stuga/shared';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSaveMailChoices } from '../api/save-mail-choices';
import { useMailChoices } from '../api/get-mail-choices';

const KIND_KEYS = {
  before: 'mail.kind.before',
  eve: 'mail.kind.eve',
  departure: 'mail.kind.departure',
  after: 'mail.kind.after',
  cost: 'mail.kind.cost',
  balance: 'mail.kind.balance',
  chore: 'mail.kind.chore',
} as const satisfies Record<MailKind, string>;

function ChoicesForm({ kept }: { kept: MailChoices['choices'] }) {
  const t = useT();
  const save = useSaveMailChoices();
  const [choices, setChoices] = useState(kept);
  const [saved, setSaved] = useState(false);
  const labels: Record<MailChoice, string> = {
    now: t('mail.choice.now'),
    digest: t('mail.choice.digest'),
    off: t('mail.choice.off'),
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        save.mutate({ choices }, { onSuccess: () => setSaved(true) });
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {MAIL_KINDS.map((kind: MailKind) => (
            <NativeSelect
              key={kind}
              label={t(KIND_KEYS[kind])}
              value={choices[kind]}
              data={MAIL_CHOICES_OF[kind].map((value) => ({ value, label: labels[value] }))}
              onChange={(event) => {
                setChoices({ ...choices, [kind]: event.currentTarget.value as MailChoice });
                setSaved(false);
              }}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" variant="light" loading={save.isPending}>
            {t('mail.save')}
          </Button>
        </Group>
        {save.error && <StatusText tone="error">{save.error.message}</StatusText>}
        {saved && <StatusText tone="success">{t('mail.saved')}</StatusText>}
      </Stack>
    </form>
  );
}

/** How each kind of reminder comes (DECISIONS §20): at once, in a weekly digest, or not at all. */
export function MailChoicesCard() {
  const t = useT();
  const { user } = useSession();
  // Reminders are about one's stays: only members who may book have them.
  const allowed = hasAccess(user, 'booking');
  const choices = useMailChoices(allowed);
  if (!allowed) return null;
  return (
    <SectionCard title={t('mail.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('mail.explain')}
        </Text>
        <QueryState
          data={choices.data}
          error={choices.error}
          isPending={choices.isPending}
          retry={() => void choices.refetch()}
          loadingLabel={t('mail.loading')}
        >
          {(data) => <ChoicesForm kept={data.choices} />}
        </QueryState>
      </Stack>
    </SectionCard>
  );
}

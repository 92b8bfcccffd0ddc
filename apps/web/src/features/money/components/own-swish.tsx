import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { hasAccess } from '@stuga/shared';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useSession } from '@/lib/session';
import { useOwnSwish } from '../api/get-own-swish';
import { useSetOwnSwish } from '../api/set-own-swish';

/** The member's own Swish number, where the others pay them when settling up. */
export function OwnSwish({ swish }: { swish: string | null }) {
  const t = useT();
  const save = useSetOwnSwish();
  const checkForm = useFormCheck();
  const [number, setNumber] = useState(swish ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const request = { swish: number.trim() === '' ? null : number };
    const checked = await checkForm((schemas) => schemas.OwnSwishSchema.safeParse(request));
    if (!checked.ok) return setProblem(checked.problem ?? t('common.networkError'));
    save.mutate(checked.data);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('money.ownSwishHint')}</Text>
        <TextInput
          label={t('money.ownSwish')}
          value={number}
          onChange={(event) => {
            save.reset();
            setNumber(event.currentTarget.value);
          }}
          inputMode="tel"
          autoComplete="tel"
          maxLength={22}
          maw={260}
        />
        {(problem ?? save.error) && (
          <StatusText tone="error">{problem ?? save.error?.message}</StatusText>
        )}
        {save.isSuccess && <StatusText tone="success">{t('money.swishSaved')}</StatusText>}
        <Group>
          <Button type="submit" variant="light" loading={save.isPending}>
            {t('money.saveSwish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The member's own Swish number on their profile (DECISIONS §23), where the others pay them when
 * settling up: for members with booking access, who share the house's costs.
 */
export function OwnSwishCard() {
  const t = useT();
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const own = useOwnSwish(allowed);
  if (!allowed) return null;
  return (
    <SectionCard title={t('money.gettingPaid')} size="h3">
      <QueryState
        data={own.data}
        error={own.error}
        isPending={own.isPending}
        retry={() => void own.refetch()}
        loadingLabel={t('money.ownSwishLoading')}
      >
        {(data) => <OwnSwish swish={data.swish} />}
      </QueryState>
    </SectionCard>
  );
}

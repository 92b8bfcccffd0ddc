import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useSecondFactorRule } from '../api/get-second-factor-rule';
import { useSetSecondFactorRule } from '../api/set-second-factor-rule';

/**
 * Whether every admin must use a one-time code (DECISIONS §26): an admin without one is then
 * refused the admin screens until they turn theirs on.
 */
export function SecondFactorRuleCard() {
  const t = useT();
  const rule = useSecondFactorRule();
  return (
    <SectionCard title={t('settings.secondFactor.title')} size="h3">
      <QueryState
        data={rule.data}
        error={rule.error}
        isPending={rule.isPending}
        retry={() => void rule.refetch()}
        loadingLabel={t('settings.secondFactor.loading')}
      >
        {(data) => <RuleForm required={data.required} />}
      </QueryState>
    </SectionCard>
  );
}

function RuleForm({ required: stored }: { required: boolean }) {
  const t = useT();
  const save = useSetSecondFactorRule();
  const [required, setRequired] = useState(stored);
  const { result, onSubmit } = useCheckedSave(
    (schemas) => schemas.SecondFactorRuleSchema.safeParse({ required }),
    (data, done) => save.mutate(data, done),
    { saved: t('settings.secondFactor.saved'), failed: t('settings.secondFactor.failed') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.secondFactor.title')}>
      <Stack gap="sm" mt="xs">
        <Text size="sm">{t('settings.secondFactor.help')}</Text>
        <Checkbox
          label={t('settings.secondFactor.require')}
          checked={required}
          onChange={(event) => setRequired(event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('settings.secondFactor.save')}
          </Button>
        </Group>
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
      </Stack>
    </form>
  );
}

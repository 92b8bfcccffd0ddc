import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
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

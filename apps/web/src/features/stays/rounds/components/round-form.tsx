import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { addDays, toWireDate, type Round, type RoundInput } from '@stuga/shared';
import { useState } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useSaveRound } from '../api/save-round';
import { draftOf, type BlockDraft } from './block-draft';
import { BlocksFields } from './blocks-fields';

/**
 * A round as admins set it up (DECISIONS §18): its name, the ballot's days, the caps, and its
 * blocks, made from the high season at a click and editable one by one. The server checks all
 * of it again, and says what it refuses.
 */
export function RoundForm({
  round,
  today,
  onSaved,
  onCancel,
}: {
  round: Round | null;
  today: string;
  onSaved(round: Round): void;
  onCancel(): void;
}) {
  const t = useT();
  const save = useSaveRound(round?.id ?? null);
  const [name, setName] = useState(round?.name ?? '');
  const [opens, setOpens] = useState(round?.opens ?? today);
  const [closes, setCloses] = useState(round?.closes ?? addDays(today, 13));
  const [firstCap, setFirstCap] = useState<number | string>(round?.first_pass_cap ?? 1);
  const [totalCap, setTotalCap] = useState<number | string>(round?.total_cap ?? 2);
  const [blocks, setBlocks] = useState<BlockDraft[]>(() => (round?.blocks ?? []).map(draftOf));
  const checkForm = useFormCheck();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const input: RoundInput = {
      name,
      opens,
      closes,
      first_pass_cap: Number(firstCap),
      total_cap: Number(totalCap),
      blocks: blocks.map((block) => ({
        name: block.name,
        from: toWireDate(block.from),
        to: toWireDate(block.to),
      })),
    };
    const checked = await checkForm((schemas) => schemas.RoundInputSchema.safeParse(input));
    if (!checked.ok) return setProblem(checked.problem ?? t('common.networkError'));
    save.mutate(checked.data, { onSuccess: (answer) => onSaved(answer.round) });
  };

  return (
    <SectionCard
      title={
        round ? t('rounds.admin.editTitle', { round: round.name }) : t('rounds.admin.newTitle')
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('rounds.admin.name')}
            placeholder={t('rounds.admin.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            required
            maxLength={60}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t('rounds.admin.opens')}
              value={opens}
              min={today}
              onChange={(event) => setOpens(event.currentTarget.value)}
              required
            />
            <TextInput
              type="date"
              label={t('rounds.admin.closes')}
              value={closes}
              min={opens}
              onChange={(event) => setCloses(event.currentTarget.value)}
              required
            />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label={t('rounds.admin.firstCap')}
              value={firstCap}
              onChange={setFirstCap}
              min={1}
              max={10}
              allowDecimal={false}
            />
            <NumberInput
              label={t('rounds.admin.totalCap')}
              value={totalCap}
              onChange={setTotalCap}
              min={1}
              max={10}
              allowDecimal={false}
            />
          </Group>

          <BlocksFields blocks={blocks} setBlocks={setBlocks} closes={closes} />

          {(problem ?? save.error) && (
            <StatusText tone="error">{problem ?? save.error?.message}</StatusText>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {round ? t('rounds.admin.save') : t('rounds.admin.open')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

import { Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { fromWireDate, toHundredths, toWireDate, type Member, type ShareSet } from '@stuga/shared';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { useToday } from '@/lib/clock';
import { useFormCheck } from '@/lib/schemas';
import { useOwners } from '../api/get-owners';
import { useSetOwners } from '../api/set-owners';

/** One set of shares: its owners and their percent, from its day, and who set it when. */
function SetOfShares({ set, caption }: { set: ShareSet; caption: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <Table withTableBorder={false} verticalSpacing={4} data-testid="share-set">
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
        <Text fw={600}>{caption}</Text>
        <Text size="sm" c="dimmed">
          {set.set_by
            ? t('owners.setBy', { name: set.set_by, date: format.date(set.set_at) })
            : t('owners.setAt', { date: format.date(set.set_at) })}
        </Text>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('owners.owner')}</Table.Th>
          <Table.Th style={{ textAlign: 'end' }}>{t('owners.share')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {set.owners.map((owner) => (
          <Table.Tr key={owner.user_id}>
            <Table.Td>{owner.name}</Table.Td>
            <Table.Td style={{ textAlign: 'end' }}>
              {t('owners.percent', { percent: format.number(owner.percent) })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The shares from a day on, as an admin writes them: a percent beside each member (empty: not an
 * owner), the day, and what they make together as they are typed. The server checks all of it
 * again, and says what it refuses.
 */
function SharesForm({
  members,
  start,
  today,
  onSaved,
  onCancel,
}: {
  members: readonly Member[];
  start: ShareSet | null;
  today: string;
  onSaved(): void;
  onCancel(): void;
}) {
  const t = useT();
  const format = useFormat();
  const save = useSetOwners();
  const checkForm = useFormCheck();
  const [from, setFrom] = useState(today);
  const [percents, setPercents] = useState<Record<number, number | string>>(() =>
    Object.fromEntries((start?.owners ?? []).map((owner) => [owner.user_id, owner.percent])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const owners = members
    .filter((member) => percents[member.id] !== undefined && percents[member.id] !== '')
    .map((member) => ({ user_id: member.id, percent: Number(percents[member.id]) }));
  const sum = owners.reduce((total, owner) => total + toHundredths(owner.percent), 0) / 100;

  const submit = async () => {
    setProblem(null);
    const request = { from: toWireDate(from), owners };
    const checked = await checkForm((schemas) =>
      schemas.OwnerSharesRequestSchema.safeParse(request),
    );
    if (!checked.ok) return setProblem(checked.problem ?? t('common.networkError'));
    save.mutate(checked.data, { onSuccess: onSaved });
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
        <Text size="sm">{t('owners.formHint')}</Text>
        <TextInput
          type="date"
          label={t('owners.appliesFrom')}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
          required
          maw={220}
        />
        {members.map((member) => (
          <NumberInput
            key={member.id}
            label={t('owners.shareOf', { name: member.name })}
            value={percents[member.id] ?? ''}
            onChange={(value) => setPercents((all) => ({ ...all, [member.id]: value }))}
            min={0}
            max={100}
            decimalScale={2}
            decimalSeparator={format.language === 'sv' ? ',' : '.'}
            suffix=" %"
            maw={220}
          />
        ))}
        <Text fw={600} role="status" c={sum === 100 ? undefined : 'red.8'}>
          {t('owners.sum', { sum: format.number(sum) })}
        </Text>
        {(problem ?? save.error) && (
          <StatusText tone="error">{problem ?? save.error?.message}</StatusText>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('owners.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The house's owners and their shares (DECISIONS §23), on the Members screen: the shares that
 * apply today, every set made (the history), and a form to set them from a day on.
 */
export function OwnerShares({ members }: { members: readonly Member[] }) {
  const t = useT();
  const format = useFormat();
  const owners = useOwners();
  const today = useToday();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <SectionCard
      title={t('owners.title')}
      aside={
        !editing &&
        today && (
          <Button variant="light" onClick={() => (setSaved(false), setEditing(true))}>
            {t('owners.change')}
          </Button>
        )
      }
    >
      <QueryState
        data={owners.data}
        error={owners.error}
        isPending={owners.isPending}
        retry={() => void owners.refetch()}
        loadingLabel={t('owners.loading')}
      >
        {(data) => (
          <Stack gap="md">
            {saved && <StatusText tone="success">{t('owners.saved')}</StatusText>}
            {editing && today ? (
              <SharesForm
                // A suspended member is no new owner, but keeps a share they hold.
                members={members.filter(
                  (member) =>
                    !member.suspended ||
                    data.current?.owners.some((owner) => owner.user_id === member.id),
                )}
                start={data.current}
                today={today}
                onSaved={() => {
                  setEditing(false);
                  setSaved(true);
                }}
                onCancel={() => setEditing(false)}
              />
            ) : null}
            {data.history.length === 0 ? (
              <Text c="dimmed">{t('owners.none')}</Text>
            ) : (
              data.history.map((set) => (
                <SetOfShares
                  key={set.id}
                  set={set}
                  caption={
                    set.id === data.current?.id
                      ? t('owners.now', { day: format.day(fromWireDate(set.from)) })
                      : t('owners.from', { day: format.day(fromWireDate(set.from)) })
                  }
                />
              ))
            )}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

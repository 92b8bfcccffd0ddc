import { Alert, Button, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  EXPIRY_WARNING_DAYS,
  fromWireDate,
  type ApproveResponse,
  type BulkApproveResponse,
  type PendingOptionWithPlan,
  type PendingPanel,
} from '@stuga/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { StatusText } from '@/components/ui/status-text';
import { useT, type Translate } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { useApproveOption } from '../api/approve-option';
import { useBulkApprove } from '../api/bulk-approve';
import { usePendingApprovals } from '../api/get-pending-approvals';
import { useRejectOption } from '../api/reject-option';
import { DeclineDialog } from './decline-dialog';
import { HistoryDialog } from '@/features/stays/components/history-dialog';
import { PendingOptionLine, useDescribePending } from './pending-option';
import { SectionCard } from '@/components/ui/section-card';

/** What an approval declined on its own, in words, or nothing. */
const autoDeclined = (t: Translate, result: Omit<ApproveResponse, 'message' | 'pending'>) =>
  result.total_auto_rejected
    ? [
        t('approvals.autoDeclined', {
          total: result.total_auto_rejected,
          conflicting: result.auto_rejected_conflicts,
          samePlan: result.auto_rejected_same_plan,
        }),
      ]
    : [];

/** What a bulk approval did: each option counted once, and whose requests it declined. */
const bulkResult = (t: Translate, answer: BulkApproveResponse) =>
  [
    t('approvals.bulkApproved', { count: answer.approved_count }),
    ...autoDeclined(t, answer),
    ...(answer.declined_members.length
      ? [t('approvals.declinedMembers', { names: answer.declined_members.join(', ') })]
      : []),
    ...(answer.skipped_count ? [t('approvals.skipped', { count: answer.skipped_count })] : []),
  ].join(' ');

/**
 * The admins' approval panel (SPEC §2), as the approvals view says: options without conflicts and
 * the conflict groups, batch approval starting from the view's selection; approve or decline one;
 * a warning for plans whose validity ends soon. Every decision answers the panel anew.
 */
export function ApprovalPanel() {
  const t = useT();
  const pending = usePendingApprovals(true);
  // Kept here, above the list that every decision's answer replaces: the result stays in view,
  // and a decision's own callbacks still run when the list it came from is gone.
  const [result, setResult] = useState<Result>(null);
  const decisions = {
    approve: useApproveOption(),
    reject: useRejectOption(),
    bulk: useBulkApprove(),
  };
  return (
    <SectionCard title={t('approvals.title')} size="h3">
      <QueryState
        data={pending.data}
        error={pending.error}
        isPending={pending.isPending}
        retry={() => void pending.refetch()}
        loadingLabel={t('approvals.loading')}
      >
        {(data) => (
          <Panel
            key={signature(data)}
            data={data}
            decisions={decisions}
            result={result}
            onResult={setResult}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}

/** The list's ids: a new list starts a new selection. */
const signature = (data: PendingPanel) =>
  [...data.non_conflicted_options, ...data.conflicts.flat()].map((o) => o.id).join(',');

type Result = { ok: boolean; text: string } | null;

interface PanelProps {
  data: PendingPanel;
  decisions: {
    approve: ReturnType<typeof useApproveOption>;
    reject: ReturnType<typeof useRejectOption>;
    bulk: ReturnType<typeof useBulkApprove>;
  };
  result: Result;
  onResult(result: Result): void;
}

function Panel({ data, decisions, result, onResult: setResult }: PanelProps) {
  const t = useT();
  const describePending = useDescribePending();
  const { selected, select } = useSelection(data.preselected);
  const [declining, setDeclining] = useState<PendingOptionWithPlan | null>(null);
  const [showing, setShowing] = useState<PendingOptionWithPlan | null>(null);
  const { approve, reject, bulk } = decisions;
  const resultLine = <ResultLine result={result} />;
  const all = [...data.non_conflicted_options, ...data.conflicts.flat()];
  const shares = new Map(data.fair_shares.map((share) => [share.user_id, share]));
  const soon = all.filter((option) => option.plan.expires_soon);

  if (all.length === 0) {
    return (
      <Stack gap="sm">
        {resultLine}
        <Text c="dimmed">{t('approvals.none')}</Text>
      </Stack>
    );
  }

  const line = (option: PendingOptionWithPlan) => (
    <PendingOptionLine
      key={option.id}
      option={option}
      share={shares.get(option.plan.user_id)}
      selected={selected.has(option.id)}
      busy={approve.isPending && approve.variables === option.id}
      onHistory={() => setShowing(option)}
      onSelect={(on) => select(option.id, on)}
      onApprove={() =>
        approve.mutate(option.id, {
          onSuccess: (answer) =>
            setResult({
              ok: true,
              text: [t('approvals.approved'), ...autoDeclined(t, answer)].join(' '),
            }),
          onError: (error) =>
            setResult({ ok: false, text: error.message || t('approvals.approveFailed') }),
        })
      }
      onDecline={() => {
        reject.reset();
        setDeclining(option);
      }}
    />
  );

  return (
    <Stack gap="md">
      <ExpiringSoon options={soon} />
      {resultLine}
      <Group justify="space-between">
        <Text size="sm">
          {t('approvals.counts', { waiting: data.total_filtered, groups: data.total_conflicts })}
        </Text>
        <Button
          onClick={() =>
            bulk.mutate([...selected], {
              onSuccess: (answer) => setResult({ ok: true, text: bulkResult(t, answer) }),
              onError: (error) =>
                setResult({ ok: false, text: error.message || t('approvals.bulkFailed') }),
            })
          }
          disabled={selected.size === 0}
          loading={bulk.isPending}
          className="touch-target"
        >
          {t('approvals.approveSelected', { count: selected.size })}
        </Button>
      </Group>
      {data.non_conflicted_options.length > 0 && (
        <section aria-labelledby="no-conflicts">
          <Title order={3} size="h5" id="no-conflicts" mb="xs">
            {t('approvals.withoutConflicts')}
          </Title>
          <Stack gap="sm">{data.non_conflicted_options.map(line)}</Stack>
        </section>
      )}
      {data.conflicts.map((group, index) => (
        <section key={group[0]!.id} aria-labelledby={`conflict-${index}`}>
          <Divider my="xs" />
          <Title order={3} size="h5" id={`conflict-${index}`} mb="xs">
            {t('approvals.conflict', { number: index + 1 })}
          </Title>
          <Stack gap="sm">{group.map(line)}</Stack>
        </section>
      ))}
      <HistoryDialog
        option={showing ? { id: showing.id, label: describePending(showing) } : null}
        onClose={() => setShowing(null)}
      />
      <DeclineDialog
        key={declining?.id ?? 'none'}
        subject={declining ? describePending(declining) : null}
        pending={reject.isPending}
        error={
          reject.error ? reject.error.message || t('stays.timeline.failedToRejectOption') : null
        }
        onClose={() => setDeclining(null)}
        onDecline={(reason) =>
          declining &&
          reject.mutate(
            { id: declining.id, reason },
            {
              onSuccess: () => {
                setDeclining(null);
                setResult({ ok: true, text: t('approvals.declined') });
              },
            },
          )
        }
      />
    </Stack>
  );
}

/** Requests whose plans run out within the warning's days (SPEC §5), each with its day. */
function ExpiringSoon({ options: soon }: { options: PendingOptionWithPlan[] }) {
  const t = useT();
  const format = useFormat();
  const describePending = useDescribePending();
  if (soon.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('approvals.expiring', { count: soon.length, days: EXPIRY_WARNING_DAYS })}
    >
      <List size="sm">
        {soon.map((option) => (
          <List.Item key={option.id}>
            {t('approvals.expiresOn', {
              who: describePending(option),
              day: format.day(fromWireDate(option.plan.expiry_date)),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** What a decision did, focused once said: the list is drawn anew, and focus stays with it. */
function ResultLine({ result }: { result: Result }) {
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) said.current?.focus();
  }, [result]);
  if (!result) return null;
  return (
    <StatusText ref={said} tabIndex={-1} tone={result.ok ? 'success' : 'error'}>
      {result.text}
    </StatusText>
  );
}

/** The requests chosen for a bulk approval, starting with those the server suggests. */
function useSelection(preselected: readonly number[]) {
  const [selected, setSelected] = useState(() => new Set(preselected));
  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { selected, select };
}

import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatOre, fromWireDate, type Cost } from '@stuga/shared';
import { useState } from 'react';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { usePartReason } from './part-reason';
import { Receipt } from './receipt';
import { useCorrectCost } from '../api/correct-cost';
import { KIND_WORDS, REPEAT_WORDS, SPLIT_WORDS } from './cost-words';

/** Each member's part of a cost, with how it was worked out ("12 of 34 person-nights"). */
function Parts({ cost }: { cost: Cost }) {
  const t = useT();
  const reason = usePartReason();
  return (
    <Stack
      gap={2}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('costs.parts')}
    >
      {cost.parts.map((part) => (
        <Group key={part.user_id} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">
            {part.name}
            <Text span size="xs" c="dimmed" display="block">
              {reason(part)}
            </Text>
          </Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatOre(part.amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** One cost: what, how much, when, who paid, how it is split and each part; corrected once. */
function CostCard({ cost, onCorrect }: { cost: Cost; onCorrect(cost: Cost): void }) {
  const t = useT();
  const format = useFormat();
  return (
    <Card withBorder padding="md" component="li" data-testid="cost">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={700}>{cost.what}</Text>
            <Text size="sm" c="dimmed">
              {[
                format.day(fromWireDate(cost.day)),
                t(KIND_WORDS[cost.kind]),
                t(SPLIT_WORDS[cost.split]),
                cost.repeats && t(REPEAT_WORDS[cost.repeats]),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
            {formatOre(cost.amount)}
          </Text>
        </Group>
        <Text size="sm">
          {cost.paid_by
            ? t('costs.paidByMember', { name: cost.paid_by.name })
            : t('costs.paidByHouse')}
        </Text>
        {cost.period && (
          <Text size="sm">
            {t(cost.split === 'usage' ? 'costs.periodUsage' : 'costs.period', {
              from: format.day(fromWireDate(cost.period.from)),
              to: format.day(fromWireDate(cost.period.to)),
            })}
          </Text>
        )}
        {cost.came_from && (
          <Text size="sm">
            {t('costs.came', { day: format.day(fromWireDate(cost.came_from.day)) })}
          </Text>
        )}
        {(cost.corrects !== null || cost.corrected_by !== null) && (
          <Text size="sm" fw={700} c={cost.corrects !== null ? 'red.9' : 'dimmed'}>
            {cost.corrects !== null ? t('costs.correction') : t('costs.corrected')}
          </Text>
        )}
        <Parts cost={cost} />
        {(cost.receipt || cost.can.receipt) && <Receipt cost={cost} />}
        {cost.can.correct && (
          <Group justify="flex-end">
            <Button
              variant="light"
              color="red"
              size="compact-sm"
              className="touch-target"
              onClick={() => onCorrect(cost)}
              aria-label={t('costs.correctFor', {
                what: cost.what,
                amount: formatOre(cost.amount),
              })}
            >
              {t('costs.correct')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** A year's costs, each with its parts; a wrong one is cancelled by a correction, asked first. */
export function CostList({ costs }: { costs: readonly Cost[] }) {
  const t = useT();
  const correct = useCorrectCost();
  const [asking, setAsking] = useState<Cost | null>(null);
  const [done, setDone] = useState<Cost | null>(null);
  return (
    <>
      {done && (
        <StatusText tone="success">{t('costs.correctedDone', { what: done.what })}</StatusText>
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {costs.map((cost) => (
          <CostCard
            key={cost.id}
            cost={cost}
            onCorrect={(chosen) => {
              correct.reset();
              setDone(null);
              setAsking(chosen);
            }}
          />
        ))}
      </Stack>
      <ConfirmDelete
        opened={asking !== null}
        title={t('costs.correctTitle')}
        pending={correct.isPending}
        error={correct.error ? failureMessage(correct.error, t('fail.correctCost')) : null}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          asking &&
          correct.mutate(asking.id, {
            onSuccess: () => {
              setDone(asking);
              setAsking(null);
            },
          })
        }
        confirmLabel={t('costs.correctConfirm')}
      >
        <Text size="sm">
          {asking &&
            t('costs.correctText', { what: asking.what, amount: formatOre(asking.amount) })}
        </Text>
      </ConfirmDelete>
    </>
  );
}

import { ActionIcon, Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { PLAN_TITLE_MAX, stayFee, type CalendarDate, type StayPlan } from '@stuga/shared';
import { IconTrash } from '@tabler/icons-react';
import { StatusText } from '@/components/ui/status-text';
import {
  canSubmit,
  submitLabel,
  type DraftPlan,
  partyOfOption,
  type DraftOption,
  type PlanningRules,
} from '../model';
import { useT } from '@/lib/i18n';
import { useState } from 'react';
import { useAddToCalendar } from '@/features/stays/api/add-to-calendar';
import { HistoryDialog } from '@/features/stays/components/history-dialog';
import { useOfferParam } from '@/features/stays/swaps/offer-param';
import { CancelStayDialog } from './cancel-stay-dialog';
import { OptionList } from './option-list';
import { useFormat } from '@/lib/formatting';

/** The plan's title, and the way to remove the plan where it may go. */
export function PlanTitle({
  plan,
  autoFocus,
  onChange,
  onRemove,
}: {
  plan: DraftPlan;
  autoFocus: boolean | undefined;
  onChange(title: string): void;
  onRemove: (() => void) | undefined;
}) {
  const t = useT();
  return (
    <Group justify="space-between" align="flex-end" wrap="nowrap">
      <TextInput
        label={t('stays.planCard.planTitle')}
        value={plan.title}
        maxLength={PLAN_TITLE_MAX}
        disabled={!plan.can.edit}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.currentTarget.value)}
        style={{ flex: 1 }}
      />
      {onRemove && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          className="touch-target"
          onClick={onRemove}
          aria-label={t('stays.planCard.removePlanTitle', { title: plan.title })}
        >
          <IconTrash aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/** What saving said (and the validity the server moved), and Submit while the plan takes more. */
export function PlanFooter({
  plan,
  adjusted,
  notice,
  pending,
  onSubmit,
}: {
  plan: DraftPlan;
  adjusted: string | null;
  notice: { ok: boolean; text: string } | null;
  pending: boolean;
  onSubmit(): void;
}) {
  const t = useT();
  const decided = plan.state === 'decided';
  return (
    <>
      {adjusted && (
        <Alert color="yellow" variant="light" role="status">
          {adjusted}
        </Alert>
      )}
      {notice && <StatusText tone={notice.ok ? 'success' : 'error'}>{notice.text}</StatusText>}
      {!decided && (
        <Group justify="flex-end" align="center">
          {plan.can.edit && plan.options.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('stays.planCard.addAtLeastOne')}
            </Text>
          )}
          <Button onClick={onSubmit} loading={pending} disabled={!canSubmit(plan)}>
            {t(submitLabel(plan))}
          </Button>
        </Group>
      )}
    </>
  );
}

/**
 * The plan's options in their ranks, each with what may be done with it: cancel its stay, see its
 * history, add it to a calendar, offer it to another member (DECISIONS §19).
 */
export function PlanOptions({
  plan,
  today,
  rules,
  onChange,
  onCancelled,
}: {
  plan: DraftPlan;
  today: CalendarDate;
  rules: PlanningRules;
  onChange(options: DraftOption[]): void;
  onCancelled(stayPlan: StayPlan): void;
}) {
  const t = useT();
  const format = useFormat();
  const [cancelling, setCancelling] = useState<DraftOption | null>(null);
  const [showing, setShowing] = useState<DraftOption | null>(null);
  const addToCalendar = useAddToCalendar();
  const { offer } = useOfferParam();
  const showingOption =
    showing?.id !== undefined
      ? {
          id: showing.id,
          label: t('common.range', {
            from: format.day(showing.from),
            to: format.day(showing.to),
          }),
        }
      : null;
  return (
    <>
      <OptionList
        options={plan.options}
        onChange={onChange}
        onCancel={setCancelling}
        onHistory={setShowing}
        onAddToCalendar={(option) => option.id !== undefined && addToCalendar.mutate(option.id)}
        // A booked stay not yet begun can go to another member (DECISIONS §19).
        offerable={(option) => option.booking_id !== undefined && option.from > today}
        onOffer={(option) => option.booking_id !== undefined && offer(option.booking_id)}
        // What an open option will cost with this party, as the settings count it now.
        estimateOf={(option) =>
          option.can.edit ? stayFee(rules.fee, option, partyOfOption(plan, option)) : undefined
        }
      />
      <HistoryDialog option={showingOption} onClose={() => setShowing(null)} />
      <CancelStayDialog
        cancelling={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={onCancelled}
      />
    </>
  );
}

import { ActionIcon, Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  fromWireDate,
  isIn,
  partyProblem,
  PLAN_TITLE_MAX,
  stayFee,
  type CalendarDate,
  type Said,
} from '@stuga/shared';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useAddToCalendar } from '@/features/stays/api/add-to-calendar';
import { HistoryDialog } from '@/features/stays/components/history-dialog';
import { StatusText } from '@/components/ui/status-text';
import { useOfferParam } from '@/features/stays/swaps/offer-param';
import { useSaveStayPlan } from '../api/save-stay-plan';
import {
  canSubmit,
  draftFromServer,
  newDraftOption,
  partyOfOption,
  planInput,
  submitLabel,
  type DraftOption,
  type DraftPlan,
  type PlanningRules,
} from '../model';
import { AddOption } from './add-option';
import { CancelStayDialog } from './cancel-stay-dialog';
import { OptionList } from './option-list';
import { refusal } from './refusal';
import { PartyFields } from '@/features/stays/components/party-fields';
import { ValidityBox } from './validity-box';
import { useSay, useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';

export interface PlanCardProps {
  plan: DraftPlan;
  today: CalendarDate;
  /** What a new option is checked against, as the server will check it. */
  rules: PlanningRules;
  /** A range handed over from the timeline, put in the date picker. */
  initialRange?: [CalendarDate, CalendarDate] | null;
  /** Focus the title at once: the card was just added. */
  autoFocus?: boolean;
  onChange(plan: DraftPlan): void;
  /** Shown only when there is more than one plan (SPEC §5), and only when it may go. */
  onRemove?: () => void;
}

/** One plan: its title, dates to add, its ranked options, its validity and Submit (SPEC §2). */
export function PlanCard({
  plan,
  today,
  rules,
  initialRange,
  autoFocus,
  onChange,
  onRemove,
}: PlanCardProps) {
  const t = useT();
  const format = useFormat();
  const narrow = useMediaQuery('(max-width: 450px)') ?? false;
  const say = useSay();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [adjusted, setAdjusted] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<DraftOption | null>(null);
  const [showing, setShowing] = useState<DraftOption | null>(null);
  const addToCalendar = useAddToCalendar();
  const save = useSaveStayPlan();
  const { offer } = useOfferParam();
  // What may change is the server's word (the plan view); a new plan is open.
  const readOnly = !plan.can.edit;
  const change = (fields: Partial<DraftPlan>) => {
    setNotice(null);
    onChange({ ...plan, ...fields, dirty: true });
  };

  /** Takes a plan the server answered with; the card keeps its key, and its messages. */
  const settle = (saved: Parameters<typeof draftFromServer>[0]) =>
    onChange({ ...draftFromServer(saved), key: plan.key });

  // Who comes must fit the beds (DECISIONS §21), as the server will check.
  const tooMany = partyProblem(plan.party, rules.beds);

  const submit = () => {
    setAdjusted(null);
    setNotice(null);
    if (tooMany) return setNotice({ ok: false, text: say(tooMany) });
    // Only drafts are submitted: a plan whose requests already wait only had its changes saved.
    const submitting = plan.options.some((option) => isIn('draft', option.status));
    // The server moves a validity that falls too late and says so (SPEC §5): one rule, there.
    save.mutate(
      { id: plan.id, plan: planInput(plan, true) },
      {
        onSuccess: (answer) => {
          settle(answer.stay_plan);
          if (answer.message) {
            setAdjusted(
              answer.code
                ? say({
                    code: answer.code as Said['code'],
                    text: answer.message,
                    values: answer.params,
                  })
                : answer.message,
            );
          }
          setNotice({
            ok: true,
            text: submitting
              ? t('stays.planCard.submitted')
              : t('stays.planCard.savedValidUntil', {
                  day: format.day(fromWireDate(answer.stay_plan.expiry_date)),
                }),
          });
        },
        onError: (error) =>
          setNotice({ ok: false, text: refusal(error, t('stays.planCard.saveFailed')) }),
      },
    );
  };

  // A decided plan takes nothing new (DECISIONS §14): no picker and no Submit, only its stay.
  const decided = plan.state === 'decided';

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={plan.title || t('stays.planCard.plan')}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('stays.planCard.planTitle')}
            value={plan.title}
            maxLength={PLAN_TITLE_MAX}
            disabled={readOnly}
            autoFocus={autoFocus}
            onChange={(event) => change({ title: event.currentTarget.value })}
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

        {!decided && (
          <>
            <PartyFields
              party={plan.party}
              beds={rules.beds}
              disabled={readOnly}
              onChange={(party) => change({ party })}
            />
            {tooMany && <StatusText tone="error">{say(tooMany)}</StatusText>}
          </>
        )}

        {!decided && (
          <AddOption
            plan={plan}
            today={today}
            rules={rules}
            initialRange={initialRange}
            onAdd={(stay) =>
              change({ options: [...plan.options, newDraftOption(plan, stay, today)] })
            }
          />
        )}

        <OptionList
          options={plan.options}
          onChange={(options) => change({ options })}
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

        <ValidityBox
          expiry={plan.expiry}
          state={plan.state}
          options={plan.options}
          today={today}
          narrow={narrow}
          onChange={(expiry) => change({ expiry })}
        />
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
            <Button onClick={submit} loading={save.isPending} disabled={!canSubmit(plan)}>
              {t(submitLabel(plan))}
            </Button>
          </Group>
        )}
      </Stack>
      <HistoryDialog
        option={
          showing?.id !== undefined
            ? {
                id: showing.id,
                label: t('common.range', {
                  from: format.day(showing.from),
                  to: format.day(showing.to),
                }),
              }
            : null
        }
        onClose={() => setShowing(null)}
      />
      <CancelStayDialog
        cancelling={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(stayPlan) => {
          settle(stayPlan);
          setNotice({ ok: true, text: t('stays.planCard.cancelled') });
        }}
      />
    </Card>
  );
}

import { Card, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { partyProblem, type CalendarDate } from '@stuga/shared';
import { StatusText } from '@/components/ui/status-text';
import { draftFromServer, newDraftOption, type DraftPlan, type PlanningRules } from '../model';
import { AddOption } from './add-option';
import { PartyFields } from '@/features/stays/components/party-fields';
import { ValidityBox } from './validity-box';
import { useSay, useT } from '@/lib/i18n';
import { PlanFooter, PlanOptions, PlanTitle } from './plan-card-parts';
import { usePlanSubmit } from './use-plan-submit';

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
  const narrow = useMediaQuery('(max-width: 450px)') ?? false;
  const say = useSay();
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

  const { submit, notice, setNotice, adjusted, pending } = usePlanSubmit(plan, tooMany, settle);

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
        <PlanTitle
          plan={plan}
          autoFocus={autoFocus}
          onChange={(title) => change({ title })}
          onRemove={onRemove}
        />

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

        <PlanOptions
          plan={plan}
          today={today}
          rules={rules}
          onChange={(options) => change({ options })}
          onCancelled={(stayPlan) => {
            settle(stayPlan);
            setNotice({ ok: true, text: t('stays.planCard.cancelled') });
          }}
        />

        <ValidityBox
          expiry={plan.expiry}
          state={plan.state}
          options={plan.options}
          today={today}
          narrow={narrow}
          onChange={(expiry) => change({ expiry })}
        />
        <PlanFooter
          plan={plan}
          adjusted={adjusted}
          notice={notice}
          pending={pending}
          onSubmit={submit}
        />
      </Stack>
    </Card>
  );
}

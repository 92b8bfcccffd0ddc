import { Button, Group } from '@mantine/core';
import type { CalendarDate } from '@stuga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { StayRangeInput, type StayRange } from '@/features/stays/components/stay-range-input';
import { useFormat } from '@/lib/formatting';
import { useSay, useT } from '@/lib/i18n';
import { bookedDays, stayProblem, type DraftPlan, type PlanningRules } from '../model';

/**
 * A plan's date picker and "Add option" (SPEC §2): the days chosen are checked as the server will
 * check them, and a range handed over from the timeline waits in the picker with the button
 * focused.
 */
export function AddOption({
  plan,
  today,
  rules,
  initialRange,
  onAdd,
}: {
  plan: DraftPlan;
  today: CalendarDate;
  rules: PlanningRules;
  initialRange?: [CalendarDate, CalendarDate] | null | undefined;
  onAdd(stay: { from: CalendarDate; to: CalendarDate }): void;
}) {
  const t = useT();
  const say = useSay();
  const format = useFormat();
  const [range, setRange] = useState<StayRange>(initialRange ?? [null, null]);
  const [conflict, setConflict] = useState<string | null>(null);
  const handedFocused = useRef(false);
  const booked = useMemo(() => bookedDays(rules.booked), [rules.booked]);
  const readOnly = !plan.can.edit;

  const addOption = () => {
    const [from, to] = range;
    if (!from || !to) return setConflict(t('stays.planCard.chooseDays'));
    if (readOnly) {
      return setConflict(
        t('stays.validityBox.thisPlanExpiredOn', { day: format.day(plan.expiry) }),
      );
    }
    const problem = stayProblem({ from, to }, rules);
    if (problem) return setConflict(say(problem));
    setConflict(null);
    setRange([null, null]);
    onAdd({ from, to });
  };

  return (
    <>
      <Group align="flex-end" gap="sm">
        <StayRangeInput
          booked={booked}
          label={t('stays.planCard.datesOfAStay')}
          placeholder={t('stays.planCard.arrivalDeparture')}
          value={range}
          onChange={setRange}
          minDate={today}
          // Days past the horizon are not open to members yet (DECISIONS §14).
          maxDate={rules.isAdmin ? undefined : (rules.horizon ?? undefined)}
          // The calendar opens at the house's today, not the browser's (DECISIONS §1).
          defaultDate={range[0] ?? today}
          disabled={readOnly}
          style={{ flex: '1 1 14rem' }}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={addOption}
          disabled={readOnly}
          // A range handed over from the timeline waits in the picker: adding it is next.
          ref={(button) => {
            if (button && initialRange && !handedFocused.current) {
              handedFocused.current = true;
              button.focus();
            }
          }}
        >
          {t('stays.planCard.addOption')}
        </Button>
      </Group>
      {conflict && <StatusText tone="error">{conflict}</StatusText>}
    </>
  );
}

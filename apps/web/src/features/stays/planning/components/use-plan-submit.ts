import { fromWireDate, isIn, type Said } from '@stuga/shared';
import { useState } from 'react';
import { useSaveStayPlan } from '../api/save-stay-plan';
import { type draftFromServer, planInput, type DraftPlan } from '../model';
import { refusal } from './refusal';
import { useSay, useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';

/**
 * Saves the plan and submits its drafts: the server's answer replaces the plan (`settle`), and
 * what it said is the card's notice, with the validity it moved, if it did (SPEC §5).
 */
export function usePlanSubmit(
  plan: DraftPlan,
  tooMany: Said | undefined,
  settle: (saved: Parameters<typeof draftFromServer>[0]) => void,
) {
  const t = useT();
  const say = useSay();
  const format = useFormat();
  const save = useSaveStayPlan();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [adjusted, setAdjusted] = useState<string | null>(null);
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
  return { submit, notice, setNotice, adjusted, pending: save.isPending };
}

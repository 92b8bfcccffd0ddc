import { Text } from '@mantine/core';
import type { StayPlan } from '@stuga/shared';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { useCancelStay } from '@/features/stays/planning/api/cancel-stay';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import type { DraftOption } from '../model';
import { refusal } from './refusal';

/** Asks before a booked stay of the plan is cancelled (DECISIONS §14), and cancels it. */
export function CancelStayDialog({
  cancelling,
  onClose,
  onCancelled,
}: {
  cancelling: DraftOption | null;
  onClose(): void;
  onCancelled(plan: StayPlan): void;
}) {
  const t = useT();
  const format = useFormat();
  const cancel = useCancelStay();
  const confirmCancel = () => {
    if (cancelling?.id === undefined) return;
    cancel.mutate(cancelling.id, {
      onSuccess: (answer) => {
        onClose();
        onCancelled(answer.stay_plan);
      },
    });
  };
  return (
    <ConfirmDelete
      opened={cancelling !== null}
      title={t('stays.planCard.cancelThisStay')}
      pending={cancel.isPending}
      error={cancel.error ? refusal(cancel.error, t('stays.planCard.cancelFailed')) : null}
      confirmLabel={t('stays.optionRow.cancelStay')}
      cancelLabel={t('stays.planCard.keepMyStay')}
      onCancel={() => {
        cancel.reset();
        onClose();
      }}
      onConfirm={confirmCancel}
    >
      {cancelling && (
        <Text size="sm">
          {t('stays.planCard.willBeCancelledThe', {
            from: format.day(cancelling.from),
            to: format.day(cancelling.to),
          })}
        </Text>
      )}
    </ConfirmDelete>
  );
}

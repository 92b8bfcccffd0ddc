import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { usePartyWords } from '@/features/stays/payments/components/party-words';
import {
  daysBetween,
  fromWireDate,
  type FairShare,
  type PendingOptionWithPlan,
} from '@stuga/shared';
import { useCallback } from 'react';
import type { MessageKey } from '@/i18n/en';
import { useT } from '@/lib/i18n';
import { Message, useFormat } from '@/lib/formatting';
import { useStayWords } from '@/features/stays/words';

export interface PendingOptionLineProps {
  option: PendingOptionWithPlan;
  /** The owner's fair share this year (DECISIONS §16), when the view has it. */
  share: FairShare | undefined;
  selected: boolean;
  busy: boolean;
  onSelect(selected: boolean): void;
  onApprove(): void;
  onDecline(): void;
  /** Opens the option's history (DECISIONS §16). */
  onHistory(): void;
}

/** What an option in the panel says of itself: who and when (SPEC §2), in the reader's words. */
export function useDescribePending() {
  const t = useT();
  const format = useFormat();
  return useCallback(
    (option: PendingOptionWithPlan) =>
      t('stays.timeline.whoWhen', {
        name: option.plan.current_user,
        from: format.day(fromWireDate(option.from)),
        to: format.day(fromWireDate(option.to)),
      }),
    [t, format],
  );
}

/** The invite chain's priority (DECISIONS §4) in words: 1 Admin, 2 and 3 Trusted, 4 Member. */
const chainLabels: Record<number, MessageKey> = {
  1: 'approvals.chain.admin',
  2: 'approvals.chain.adminInvited',
  3: 'approvals.chain.userInvited',
  4: 'approvals.chain.member',
};

/**
 * One pending option: member, endorser, invite chain, dates, who comes, note and rank, the member's fair
 * share this year and the flag of no high season (DECISIONS §16), and what to do.
 */
export function PendingOptionLine(props: PendingOptionLineProps) {
  const t = useT();
  const format = useFormat();
  const words = useStayWords();
  const describePending = useDescribePending();
  const partyWords = usePartyWords();
  const { option } = props;
  const from = fromWireDate(option.from);
  const to = fromWireDate(option.to);
  const nights = daysBetween(from, to);
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="wrap"
      gap="sm"
      data-testid="pending-option"
    >
      <Group align="flex-start" gap="sm" wrap="nowrap" style={{ flex: '1 1 18rem' }}>
        <Checkbox
          mt={4}
          className="touch-checkbox"
          checked={props.selected}
          onChange={(event) => props.onSelect(event.currentTarget.checked)}
          aria-label={t('approvals.select', { what: describePending(option) })}
        />
        <Stack gap={2}>
          <Text fw={600}>
            <Message
              id={option.plan.endorser_user ? 'approvals.whoInvited' : 'approvals.who'}
              values={{
                name: option.plan.current_user,
                chain: chainLabels[option.plan.chain_priority]
                  ? t(chainLabels[option.plan.chain_priority]!)
                  : option.plan.chain_label,
                endorser: option.plan.endorser_user,
                dim: (chunks) => (
                  <Text span size="sm" c="dimmed">
                    {chunks}
                  </Text>
                ),
              }}
            />
          </Text>
          <Text size="sm">
            {t('approvals.line', {
              from: format.day(from),
              to: format.day(to),
              nights,
              rank: option.user_priority,
              title: option.plan.title,
            })}
          </Text>
          <Text size="sm">{partyWords(option.party)}</Text>
          {option.note && (
            <Text size="sm" c="dimmed">
              {t('approvals.note', { note: option.note })}
            </Text>
          )}
          <Group gap="xs" wrap="wrap">
            {props.share && (
              <Text size="sm" c="dimmed" data-testid="fair-share-line">
                {words.fairShare(props.share)}
              </Text>
            )}
            {option.from_waitlist && (
              <Badge color="teal.9" variant="filled" tt="none">
                {t('approvals.fromWaitlist')}
              </Badge>
            )}
            {option.no_high_season && (
              <Badge color="yellow.3" c="dark.9" variant="filled" tt="none">
                {t('approvals.noHighSeason')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      <Group gap="xs">
        <Button
          size="xs"
          color="teal.9"
          className="touch-target"
          onClick={props.onApprove}
          loading={props.busy}
          aria-label={t('approvals.approveWhat', { what: describePending(option) })}
        >
          {t('approvals.approve')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          className="touch-target"
          onClick={props.onDecline}
          disabled={props.busy}
          aria-label={t('approvals.declineWhat', { what: describePending(option) })}
        >
          {t('stays.timelineBar.decline')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          className="touch-target"
          onClick={props.onHistory}
          aria-label={t('approvals.historyOf', { what: describePending(option) })}
        >
          {t('stays.optionRow.history')}
        </Button>
      </Group>
    </Group>
  );
}

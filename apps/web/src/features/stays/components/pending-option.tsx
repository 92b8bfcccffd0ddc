import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useStayWords } from '../words';
import {
  daysBetween,
  formatDay,
  fromWireDate,
  NO_HIGH_SEASON_FLAG,
  plural,
  type FairShare,
  type PendingOption,
} from '@stuga/shared';

export interface PendingOptionLineProps {
  option: PendingOption;
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

/** What an option in the panel says of itself: who, invited by whom, when (SPEC §2). */
export const describePending = (option: PendingOption) =>
  `${option.plan.current_user}, ${formatDay(fromWireDate(option.from))} - ${formatDay(fromWireDate(option.to))}`;

/**
 * One pending option: member, endorser, invite chain, dates, note and rank, the member's fair
 * share this year and the flag of no high season (DECISIONS §16), and what to do.
 */
export function PendingOptionLine(props: PendingOptionLineProps) {
  const words = useStayWords();
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
          aria-label={`Select ${describePending(option)}`}
        />
        <Stack gap={2}>
          <Text fw={600}>
            {option.plan.current_user}{' '}
            <Text span size="sm" c="dimmed">
              · {option.chain_label}
              {option.plan.endorser_user ? ` · invited by ${option.plan.endorser_user}` : ''}
            </Text>
          </Text>
          <Text size="sm">
            {formatDay(from)} - {formatDay(to)} ({plural(nights, 'night', 'nights')}) · choice{' '}
            {option.user_priority} in “{option.plan.title}”
          </Text>
          {option.note && (
            <Text size="sm" c="dimmed">
              Note: {option.note}
            </Text>
          )}
          <Group gap="xs" wrap="wrap">
            {props.share && (
              <Text size="sm" c="dimmed" data-testid="fair-share-line">
                {words.fairShare(props.share)}
              </Text>
            )}
            {option.no_high_season && (
              <Badge color="yellow.3" c="dark.9" variant="filled" tt="none">
                {NO_HIGH_SEASON_FLAG}
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
        >
          Approve
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          className="touch-target"
          onClick={props.onDecline}
          disabled={props.busy}
        >
          Decline
        </Button>
        <Button
          size="xs"
          variant="subtle"
          className="touch-target"
          onClick={props.onHistory}
          aria-label={`History of ${describePending(option)}`}
        >
          History
        </Button>
      </Group>
    </Group>
  );
}

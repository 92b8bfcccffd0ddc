import { StatusText } from '@/components/ui/status-text';
import { Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { daysBetween, paths, type CalendarDate } from '@stuga/shared';
import { Link } from 'react-router';
import { handWaitRange } from '../range-handoff';
import type { Selection } from '../selection';
import type { CalendarStay } from './month-calendar';
import { statusLabel } from '../status';
import classes from './timeline-bar.module.css';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { usePartyWords } from '../payments/components/party-words';

export interface TimelineBarProps {
  /** The day last picked, whose stays are shown. */
  day: CalendarDate | null;
  /** The stays on that day. */
  stays: readonly CalendarStay[];
  /** The day is after the planning horizon (DECISIONS §14). */
  closed: boolean;
  /** The range being chosen. */
  selection: Selection;
  /** A range chosen and handed to the booking page. */
  chosen: { from: CalendarDate; to: CalendarDate } | null;
  /** Why the chosen range cannot be planned (a booked stay, the cleaning days), if it cannot. */
  problem?: string | null;
  /** What the last action did. */
  notice: string | null;
  /** Admins decline a stay from here, where its abilities say so (DECISIONS §9, §14). */
  onDecline(stay: CalendarStay): void;
  /** Its owner and admins open a stay's history (DECISIONS §16). */
  onHistory(stay: CalendarStay): void;
  onClear(): void;
}

/**
 * What the timeline's days say once one is picked, in a bar held to the bottom of the screen: who
 * is there that day (full names and dates, and for admins a way to decline), and the range being
 * chosen with "Plan this visit", in reach of the thumb without scrolling.
 */
export function TimelineBar(props: TimelineBarProps) {
  const t = useT();
  const format = useFormat();
  const { day, stays, selection, chosen } = props;
  if (!day && !selection && !chosen) return null;
  const range = chosen
    ? t('stays.timelineBar.chosen', { from: format.day(chosen.from), to: format.day(chosen.to) })
    : selection
      ? t('stays.timelineBar.fromTap', { from: format.day(selection.from) })
      : null;
  return (
    <>
      <div className={classes.spacer} aria-hidden />
      <section className={classes.bar} aria-label={t('stays.timelineBar.chosenDays')}>
        <div className={classes.inner}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }} aria-live="polite">
              {day && (
                <div>
                  <Text size="sm" fw={700}>
                    {format.day(day)}
                  </Text>
                  {props.closed ? (
                    <Text size="sm">{t('stays.timelineBar.notOpenForPlanning')}</Text>
                  ) : stays.length === 0 ? (
                    <Text size="sm">{t('stays.timelineBar.nobodyIsBooked')}</Text>
                  ) : (
                    <ul
                      className={classes.stays}
                      aria-label={t('stays.timelineBar.whoIsThereOn', { day: format.day(day) })}
                    >
                      {stays.map((stay) => (
                        <StayLine
                          key={stay.key}
                          stay={stay}
                          onHistory={() => props.onHistory(stay)}
                          onDecline={() => props.onDecline(stay)}
                        />
                      ))}
                    </ul>
                  )}
                </div>
              )}
              {props.notice && <Text size="sm">{props.notice}</Text>}
              {range && (
                <Group gap="sm" justify="space-between" wrap="wrap">
                  <Group gap={6}>
                    <Text size="sm">{range}</Text>
                    {chosen && (
                      <Text size="sm" c="dimmed">
                        {t('stays.timelineBar.nights', {
                          nights: daysBetween(chosen.from, chosen.to),
                        })}
                      </Text>
                    )}
                  </Group>
                  {chosen && !props.problem && (
                    <Button component={Link} to={paths.bookStay} size="sm" className="touch-target">
                      {t('stays.timelineBar.planThisVisit')}
                    </Button>
                  )}
                </Group>
              )}
              {chosen && props.problem && (
                <Group gap="sm" justify="space-between" wrap="wrap">
                  <StatusText tone="error">{props.problem}</StatusText>
                  <Button
                    component={Link}
                    to={paths.bookStay}
                    size="sm"
                    variant="light"
                    className="touch-target"
                    onClick={() => handWaitRange(chosen)}
                  >
                    {t('stays.timelineBar.waitForThese')}
                  </Button>
                </Group>
              )}
            </Stack>
            <CloseButton
              onClick={props.onClear}
              aria-label={t('stays.timelineBar.clearTheChosenDays')}
              className="touch-target"
            />
          </Group>
        </div>
      </section>
    </>
  );
}

/** Who is there that day: name, dates and party, with its history and Decline where they may be. */
function StayLine({
  stay,
  onHistory,
  onDecline,
}: {
  stay: CalendarStay;
  onHistory(): void;
  onDecline(): void;
}) {
  const t = useT();
  const format = useFormat();
  const partyWords = usePartyWords();
  const whose = { name: stay.name, from: format.day(stay.from), to: format.day(stay.to) };
  return (
    <li>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <div>
          <Text size="sm">
            {t('stays.timelineBar.stayLine', {
              ...whose,
              status: t(statusLabel[stay.status]),
            })}
          </Text>
          {stay.party && (
            <Text size="xs" c="dimmed">
              {partyWords(stay.party)}
            </Text>
          )}
        </div>
        {(stay.can?.history || stay.can?.decline) && (
          <Group gap={4} wrap="nowrap">
            {stay.can.history && (
              <Button
                size="compact-sm"
                variant="subtle"
                className="touch-target"
                onClick={onHistory}
                aria-label={t('stays.timelineBar.historyOfTheStay', whose)}
              >
                {t('stays.optionRow.history')}
              </Button>
            )}
            {stay.can.decline && (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                className="touch-target"
                onClick={onDecline}
                aria-label={t('stays.timelineBar.declineTheStayOf', whose)}
              >
                {t('stays.timelineBar.decline')}
              </Button>
            )}
          </Group>
        )}
      </Group>
    </li>
  );
}

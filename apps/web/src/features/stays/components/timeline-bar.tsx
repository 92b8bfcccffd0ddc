import { Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { daysBetween, formatDay, paths, plural, type CalendarDate } from '@stuga/shared';
import { Link } from 'react-router';
import type { Selection } from '../selection';
import type { CalendarStay } from './month-calendar';
import { statusLabel } from './status';
import classes from './timeline-bar.module.css';

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
  /** Admins decline a stay from here (DECISIONS §9, §14). */
  canDecline: boolean;
  /** What the last action did. */
  notice: string | null;
  onDecline(stay: CalendarStay): void;
  /** Admins open a stay's history (DECISIONS §16). */
  onHistory(stay: CalendarStay): void;
  onClear(): void;
}

/**
 * What the timeline's days say once one is picked, in a bar held to the bottom of the screen: who
 * is there that day (full names and dates, and for admins a way to decline), and the range being
 * chosen with "Plan this visit", in reach of the thumb without scrolling.
 */
export function TimelineBar(props: TimelineBarProps) {
  const { day, stays, selection, chosen } = props;
  if (!day && !selection && !chosen) return null;
  const range = chosen
    ? `${formatDay(chosen.from)} - ${formatDay(chosen.to)} chosen.`
    : selection
      ? `From ${formatDay(selection.from)}: tap or click the last day.`
      : null;
  return (
    <>
      <div className={classes.spacer} aria-hidden />
      <section className={classes.bar} aria-label="Chosen days">
        <div className={classes.inner}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }} aria-live="polite">
              {day && (
                <div>
                  <Text size="sm" fw={700}>
                    {formatDay(day)}
                  </Text>
                  {props.closed ? (
                    <Text size="sm">Not open for planning yet.</Text>
                  ) : stays.length === 0 ? (
                    <Text size="sm">Nobody is booked.</Text>
                  ) : (
                    <ul className={classes.stays} aria-label={`Who is there on ${formatDay(day)}`}>
                      {stays.map((stay) => (
                        <li key={stay.key}>
                          <Group gap="xs" wrap="wrap" justify="space-between">
                            <Text size="sm">
                              {stay.name}: {formatDay(stay.from)} – {formatDay(stay.to)} ·{' '}
                              {statusLabel[stay.status]}
                            </Text>
                            {props.canDecline && (
                              <Group gap={4} wrap="nowrap">
                                <Button
                                  size="compact-sm"
                                  variant="subtle"
                                  className="touch-target"
                                  onClick={() => props.onHistory(stay)}
                                  aria-label={`History of the stay of ${stay.name}, ${formatDay(stay.from)} – ${formatDay(stay.to)}`}
                                >
                                  History
                                </Button>
                                {(stay.status === 'approved' || stay.status === 'pending') && (
                                  <Button
                                    size="compact-sm"
                                    variant="light"
                                    color="red"
                                    className="touch-target"
                                    onClick={() => props.onDecline(stay)}
                                    aria-label={`Decline the stay of ${stay.name}, ${formatDay(stay.from)} – ${formatDay(stay.to)}`}
                                  >
                                    Decline
                                  </Button>
                                )}
                              </Group>
                            )}
                          </Group>
                        </li>
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
                        {plural(daysBetween(chosen.from, chosen.to), 'night', 'nights')}
                      </Text>
                    )}
                  </Group>
                  {chosen && (
                    <Button component={Link} to={paths.bookStay} size="sm" className="touch-target">
                      Plan this visit
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
            <CloseButton
              onClick={props.onClear}
              aria-label="Clear the chosen days"
              className="touch-target"
            />
          </Group>
        </div>
      </section>
    </>
  );
}

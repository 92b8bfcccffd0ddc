import { Text } from '@mantine/core';
import {
  addDays,
  daysInMonth,
  weekdayOf,
  type CalendarDate,
  type OptionAbilities,
  type OptionStatus,
  type Party,
} from '@stuga/shared';
import type { CSSProperties, KeyboardEvent } from 'react';
import { statusLabel, statusShade } from '../status';
import classes from './calendar.module.css';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import type { MessageKey } from '@/i18n/en';

/** A stay as a calendar shows it. */
export interface CalendarStay {
  key: string;
  id: number;
  from: CalendarDate;
  to: CalendarDate;
  status: OptionStatus;
  rank: number;
  /** Whose it is, short enough for a chip. */
  label: string;
  /** Whose it is, in full, as the day's label and its details name them. */
  name: string;
  /** The member's own stay, outlined. */
  own?: boolean;
  /** What the viewer may do with it (the plan view): decline it, open its history. */
  can?: Pick<OptionAbilities, 'decline' | 'history'>;
  /** The booking a booked stay is: what an admin ends (DECISIONS §22). */
  bookingId?: number;
  /** Who comes: the owner's and the admins' to see (DECISIONS §21). */
  party?: Party;
}

export interface MonthCalendarProps {
  /** Any date in the month to show. */
  month: CalendarDate;
  stays: readonly CalendarStay[];
  /** Stay chips per day before '+N' (SPEC §9: 3 on the timeline, 2 on the booking page). */
  maxChips: number;
  today: CalendarDate;
  /** Days after it read "Not open for planning yet" (DECISIONS §14); null: every day is open. */
  horizon?: CalendarDate | null;
  /** A range being chosen, shown highlighted. */
  selection?: { from: CalendarDate; to?: CalendarDate } | null;
  /** Makes the days from today on buttons: a click or a tap picks one (SPEC §4). */
  onDayClick?: (date: CalendarDate) => void;
  /** The one day that takes Tab (roving focus); the arrow keys move it. */
  tabDay?: CalendarDate;
  /** A key pressed on a day: the strip moves the focus. */
  onDayKey?: (date: CalendarDate, event: KeyboardEvent) => void;
  compact?: boolean;
}

/** The weekdays from Monday, as the calendars head their columns. */
const WEEKDAYS: MessageKey[] = [
  'weekday.mon',
  'weekday.tue',
  'weekday.wed',
  'weekday.thu',
  'weekday.fri',
  'weekday.sat',
  'weekday.sun',
];

/** Stays on each day of a month, first choices first. */
function staysByDay(stays: readonly CalendarStay[], first: CalendarDate, last: CalendarDate) {
  const byDay = new Map<CalendarDate, CalendarStay[]>();
  for (const stay of stays) {
    if (stay.to < first || stay.from > last) continue;
    let day = stay.from < first ? first : stay.from;
    const end = stay.to > last ? last : stay.to;
    while (day <= end) {
      const list = byDay.get(day);
      if (list) list.push(stay);
      else byDay.set(day, [stay]);
      day = addDays(day, 1);
    }
  }
  for (const list of byDay.values()) {
    list.sort((a, b) => a.rank - b.rank || (a.from < b.from ? -1 : 1));
  }
  return byDay;
}

/** What a day says to a screen reader: its date, who is there, and whether it is open. */
export function dayLabel(
  day: CalendarDate,
  stays: readonly CalendarStay[],
  today: CalendarDate,
  closed: boolean,
  t: ReturnType<typeof useT>,
  format: ReturnType<typeof useFormat>,
): string {
  const parts = [format.day(day)];
  if (day === today) parts.push(t('stays.dayLabel.today'));
  parts.push(
    stays.length
      ? stays
          .map((stay) =>
            t('stays.dayLabel.stay', { name: stay.name, status: t(statusLabel[stay.status]) }),
          )
          .join(', ')
      : t('stays.dayLabel.nobody'),
  );
  if (closed) parts.push(t('stays.dayLabel.closed'));
  return parts.join(', ');
}

/** One month: a week a row from Monday, each day with the stays on it. */
export function MonthCalendar(props: MonthCalendarProps) {
  const format = useFormat();
  const t = useT();
  const first = `${props.month.slice(0, 7)}-01`;
  const count = daysInMonth(first);
  const last = addDays(first, count - 1);
  const lead = weekdayOf(first);
  const byDay = staysByDay(props.stays, first, last);
  const selection = props.selection;
  const selected = (day: CalendarDate) =>
    !!selection &&
    (selection.to ? day >= selection.from && day <= selection.to : day === selection.from);
  const heading = format.month(first);

  return (
    <section
      className={`${classes.month} ${props.compact ? classes.compact : ''}`}
      aria-label={heading}
      style={{ '--weeks': Math.ceil((lead + count) / 7) } as CSSProperties}
    >
      <Text fw={700} mb={4}>
        {heading}
      </Text>
      <div className={classes.grid}>
        {WEEKDAYS.map((name) => (
          <div key={name} className={classes.weekday} aria-hidden>
            {t(name)}
          </div>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <div key={`lead-${i}`} aria-hidden />
        ))}
        {Array.from({ length: count }, (_, i) => {
          const day = addDays(first, i);
          const stays = byDay.get(day) ?? [];
          const shown = stays.slice(0, props.maxChips);
          const past = day < props.today;
          const closed = !!props.horizon && day > props.horizon;
          const label = dayLabel(day, stays, props.today, closed, t, format);
          const content = (
            <>
              <span className={classes.number}>{Number(day.slice(8))}</span>
              {shown.map((stay) => (
                <span
                  key={stay.key}
                  className={classes.chip}
                  data-own={stay.own || undefined}
                  style={{ background: statusShade(stay.status, stay.rank) }}
                  title={t('stays.timelineBar.stayLine', {
                    name: stay.name,
                    from: format.day(stay.from),
                    to: format.day(stay.to),
                    status: t(statusLabel[stay.status]),
                  })}
                >
                  {stay.label}
                </span>
              ))}
              {stays.length > shown.length && (
                <span className={classes.more}>
                  {t('stays.monthCalendar.more', { count: stays.length - shown.length })}
                </span>
              )}
            </>
          );
          const data = {
            'data-day': day,
            'data-past': past || undefined,
            'data-closed': closed || undefined,
            'data-today': day === props.today || undefined,
            'data-selected': selected(day) || undefined,
          };
          return props.onDayClick && !past ? (
            <button
              key={day}
              type="button"
              className={classes.day}
              onClick={() => props.onDayClick!(day)}
              onKeyDown={(event) => props.onDayKey?.(day, event)}
              tabIndex={day === props.tabDay ? 0 : -1}
              aria-label={label}
              aria-pressed={selected(day)}
              {...data}
            >
              {content}
            </button>
          ) : (
            <div key={day} className={classes.day} {...data}>
              <span className="visually-hidden">{label}</span>
              {content}
            </div>
          );
        })}
      </div>
    </section>
  );
}

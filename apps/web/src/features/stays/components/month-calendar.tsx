import { Text } from '@mantine/core';
import {
  addDays,
  daysInMonth,
  formatDay,
  formatMonth,
  weekdayOf,
  type CalendarDate,
  type OptionStatus,
} from '@stuga/shared';
import { statusLabel, statusShade } from './status';
import classes from './calendar.module.css';

/** A stay as a calendar shows it. */
export interface CalendarStay {
  key: string;
  from: CalendarDate;
  to: CalendarDate;
  status: OptionStatus;
  rank: number;
  /** Whose it is, short enough for a chip. */
  label: string;
  /** The member's own stay, outlined. */
  own?: boolean;
}

export interface MonthCalendarProps {
  /** Any date in the month to show. */
  month: CalendarDate;
  stays: readonly CalendarStay[];
  /** Stay chips per day before '+N' (SPEC §9: 3 on the timeline, 2 on the booking page). */
  maxChips: number;
  today: CalendarDate;
  /** A range being chosen, shown highlighted. */
  selection?: { from: CalendarDate; to?: CalendarDate } | null;
  /** Makes the days from today on clickable. */
  onDayClick?: (date: CalendarDate) => void;
  compact?: boolean;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** One month: a week a row from Monday, each day with the stays on it. */
export function MonthCalendar(props: MonthCalendarProps) {
  const first = `${props.month.slice(0, 7)}-01`;
  const count = daysInMonth(first);
  const last = addDays(first, count - 1);
  const lead = weekdayOf(first);
  const byDay = new Map<CalendarDate, CalendarStay[]>();
  for (const stay of props.stays) {
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
  const selection = props.selection;
  const selected = (day: CalendarDate) =>
    !!selection &&
    (selection.to ? day >= selection.from && day <= selection.to : day === selection.from);
  const heading = formatMonth(first);

  return (
    <section
      className={`${classes.month} ${props.compact ? classes.compact : ''}`}
      aria-label={heading}
    >
      <Text fw={700} mb={4}>
        {heading}
      </Text>
      <div className={classes.grid}>
        {WEEKDAYS.map((name) => (
          <div key={name} className={classes.weekday} aria-hidden>
            {name}
          </div>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <div key={`lead-${i}`} aria-hidden />
        ))}
        {Array.from({ length: count }, (_, i) => {
          const day = addDays(first, i);
          const stays = (byDay.get(day) ?? []).sort(
            (a, b) => a.rank - b.rank || (a.from < b.from ? -1 : 1),
          );
          const shown = stays.slice(0, props.maxChips);
          const past = day < props.today;
          const clickable = !!props.onDayClick && !past;
          const label = `${formatDay(day)}${stays.length ? `, ${stays.length} stay(s)` : ''}`;
          const content = (
            <>
              <span className={classes.number}>{Number(day.slice(8))}</span>
              {shown.map((stay) => (
                <span
                  key={stay.key}
                  className={classes.chip}
                  data-own={stay.own || undefined}
                  style={{ background: statusShade(stay.status, stay.rank) }}
                  title={`${stay.label}: ${statusLabel[stay.status]}, ${formatDay(stay.from)} - ${formatDay(stay.to)}`}
                >
                  {stay.label}
                </span>
              ))}
              {stays.length > shown.length && (
                <span className={classes.more}>+{stays.length - shown.length}</span>
              )}
            </>
          );
          const data = {
            'data-past': past || undefined,
            'data-today': day === props.today || undefined,
            'data-selected': selected(day) || undefined,
          };
          return clickable ? (
            <button
              key={day}
              type="button"
              className={classes.day}
              onClick={() => props.onDayClick!(day)}
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

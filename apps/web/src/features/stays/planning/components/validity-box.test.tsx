import {
  EXPIRY_WARNING_DAYS,
  NOTHING,
  addDays,
  type CalendarDate,
  DEFAULT_PARTY,
} from '@stuga/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ValidityBox } from './validity-box';

const today = '2025-09-10' as CalendarDate;
const waiting = [
  {
    key: '1',
    id: 1,
    from: '2025-12-01' as CalendarDate,
    to: '2025-12-05' as CalendarDate,
    status: 'pending' as const,
    note: '',
    rejection_reason: null,
    can: NOTHING,
    party: DEFAULT_PARTY,
  },
];
const box = (expiry: CalendarDate, options = waiting) =>
  renderWithProviders(
    <ValidityBox
      expiry={expiry}
      state="editable"
      options={options}
      today={today}
      narrow={false}
      onChange={() => undefined}
    />,
  );
const hint = /If you can wait longer, move the date later\./;

describe('ValidityBox', () => {
  it('says a plan expires soon by the rule the admins see it by (shared), to its last day', () => {
    box(addDays(today, EXPIRY_WARNING_DAYS));
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('says nothing of it a day before that window', () => {
    box(addDays(today, EXPIRY_WARNING_DAYS + 1));
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });

  it('never advises a later day than the rule allows: the day before the earliest open option', () => {
    // A stay in four days: the plan already expires the day before it, the latest day it may.
    const soonStay = [{ ...waiting[0]!, from: addDays(today, 4), to: addDays(today, 8) }];
    box(addDays(today, 3), soonStay);
    expect(
      screen.getByText(/It is fine if this plan is not confirmed until 13 Sept 2025/),
    ).toBeInTheDocument();
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    // A day earlier there is still a day to move it to.
    box(addDays(today, 2), soonStay);
    expect(screen.getByText(hint)).toBeInTheDocument();
  });
});

import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mayChangeRound, ROUND, roundAbilities } from './machines.js';
import { describe, expect, it } from 'vitest';
import { ADMIN_ABILITIES, OWNER_ABILITIES } from './plans.js';
import {
  BOOKED_STATUSES,
  BOOKING_SHOWN_AS,
  BOOKING_STATUSES,
  bookingStatusesIn,
  changeableTo,
  mayChange,
  OPTION_STATUSES,
  ROUND_STATUSES,
  roundPhase,
  SHOWN_TO_OTHERS,
  STATUS_CHANGES,
  STATUS_TABLE,
  statusesIn,
  type RoundStatus,
  type StatusSet,
} from './statuses.js';

describe('the status table', () => {
  it('gives every status a row, and every set its members', () => {
    expect(Object.keys(STATUS_TABLE).sort()).toEqual([...OPTION_STATUSES].sort());
    const sets: Record<StatusSet, string[]> = {
      draft: ['planning'],
      waiting: ['pending'],
      booked: ['approved', 'committed'],
      shownToOthers: ['pending', 'approved', 'committed'],
      keepsPlanFromRefused: ['planning', 'pending', 'approved', 'committed', 'cancelled'],
      countedAsNights: ['approved', 'committed'],
      countedAsCancelled: ['cancelled'],
      countedAsDeclined: ['declined'],
      inFeeds: ['approved', 'committed'],
      onCalendars: ['planning', 'pending', 'approved', 'committed'],
    };
    for (const [set, members] of Object.entries(sets)) {
      expect(statusesIn(set as StatusSet), set).toEqual(members);
    }
    expect(BOOKED_STATUSES).toEqual(sets.booked);
    expect(SHOWN_TO_OTHERS).toEqual(sets.shownToOthers);
  });

  it('allows exactly the changes of the table, each by whom it names', () => {
    expect(mayChange('planning', 'pending', 'owner')).toBe(true);
    expect(mayChange('planning', 'pending', 'admin')).toBe(false);
    expect(mayChange('pending', 'approved', 'admin')).toBe(true);
    expect(mayChange('declined', 'approved', 'admin')).toBe(false);
    expect(mayChange('cancelled', 'approved', 'admin')).toBe(false);
    expect(mayChange('expired', 'pending', 'owner')).toBe(false);
    expect(changeableTo('declined', 'admin')).toEqual(['pending', 'approved']);
    expect(changeableTo('declined', 'house')).toEqual(['pending']);
    expect(changeableTo('expired', 'house')).toEqual(['pending']);
    for (const change of Object.values(STATUS_CHANGES)) {
      expect(OPTION_STATUSES).toContain(change.from);
      expect(OPTION_STATUSES).toContain(change.to);
    }
  });

  it('is what the abilities offer: an ability without its change fails here', () => {
    for (const status of OPTION_STATUSES) {
      expect(ADMIN_ABILITIES[status].approve, status).toBe(mayChange(status, 'approved', 'admin'));
      expect(ADMIN_ABILITIES[status].decline, status).toBe(mayChange(status, 'declined', 'admin'));
      expect(OWNER_ABILITIES[status].cancel, status).toBe(mayChange(status, 'cancelled', 'owner'));
    }
  });
});

describe('bookings in the table', () => {
  it('hold the house exactly while held, and show as the status their option would have', () => {
    expect(bookingStatusesIn('booked')).toEqual(['held']);
    expect(bookingStatusesIn('countedAsNights')).toEqual(['held']);
    expect(bookingStatusesIn('countedAsCancelled')).toEqual(['cancelled']);
    expect(bookingStatusesIn('inFeeds')).toEqual(['held']);
    expect(Object.keys(BOOKING_SHOWN_AS).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it('name a booking for every change into or out of a booked status, and only those', () => {
    for (const [name, change] of Object.entries(STATUS_CHANGES)) {
      const into = !STATUS_TABLE[change.from].booked && STATUS_TABLE[change.to].booked;
      const out = STATUS_TABLE[change.from].booked && !STATUS_TABLE[change.to].booked;
      if (into) expect(change.booking, name).toBe('book');
      else if (name === 'handOn')
        continue; // below
      else if (out) expect(BOOKING_SHOWN_AS[change.booking as 'cancelled'], name).toBe(change.to);
      else expect(change.booking, name).toBeUndefined();
    }
  });

  it('hand a stay on (a swap or gift) as over for its member, counted for nobody', () => {
    // The option leaves its owner's calendars as a cancelled one does; its booking is counted
    // neither as nights nor as a cancellation (the nights are the other member's booking now).
    const { to, booking } = STATUS_CHANGES.handOn;
    expect(booking).toBe('handed');
    expect(STATUS_TABLE[to].onCalendars).toBe(false);
    const handed = STATUS_TABLE[BOOKING_SHOWN_AS.handed];
    expect([
      handed.booked,
      handed.countedAsNights,
      handed.countedAsCancelled,
      handed.inFeeds,
    ]).toEqual([false, false, false, false]);
  });
});

describe('a new status', () => {
  it('is named by the type checker everywhere it must be decided', () => {
    // A scratch copy of the package with one status more, beside it (so its libraries resolve).
    const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const scratch = mkdtempSync(path.join(source, '..', '.scratch-status-'));
    try {
      cpSync(source, path.join(scratch, 'src'), {
        recursive: true,
        filter: (file) => !file.endsWith('.test.ts'),
      });
      const table = path.join(scratch, 'src', 'rules', 'statuses.ts');
      writeFileSync(
        table,
        readFileSync(table, 'utf8').replace(
          "  'expired',\n] as const;",
          "  'expired',\n  'held',\n] as const;",
        ),
      );
      const base = JSON.parse(
        readFileSync(path.resolve(source, '../../../tsconfig.base.json'), 'utf8'),
      ) as { compilerOptions: Record<string, unknown> };
      writeFileSync(
        path.join(scratch, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: { ...base.compilerOptions, noEmit: true, composite: false },
          include: ['src'],
        }),
      );
      const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
      const run = spawnSync(process.execPath, [tsc, '-p', '.'], { cwd: scratch, encoding: 'utf8' });
      const named = new Set(
        [...run.stdout.matchAll(/^src\/([\w/.-]+)\(\d+,\d+\): error/gm)].map((match) => match[1]),
      );
      expect(run.status).not.toBe(0);
      // The table itself, and each table of what may be done in a status.
      expect([...named].sort()).toEqual(['rules/plans.ts', 'rules/statuses.ts']);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("a round's statuses (DECISIONS §18)", () => {
  const round = { opens: '2027-03-01', closes: '2027-03-14' };

  it('knows its phase from its ballot days, both included', () => {
    expect(
      ['2027-02-28', '2027-03-01', '2027-03-14', '2027-03-15'].map((day) => roundPhase(round, day)),
    ).toEqual(['upcoming', 'open', 'open', 'closed']);
  });

  it('may be edited until it opens, voted on while open, drawn after, cancelled until confirmed', () => {
    const at = (status: RoundStatus, day: string) => roundAbilities({ ...round, status }, day);
    expect(at('set', '2027-02-28')).toEqual({ edit: true, vote: false, draw: false, cancel: true });
    expect(at('set', '2027-03-01')).toEqual({ edit: false, vote: true, draw: false, cancel: true });
    expect(at('set', '2027-03-15')).toEqual({ edit: false, vote: false, draw: true, cancel: true });
    expect(at('drawn', '2027-03-15')).toEqual({
      edit: false,
      vote: false,
      draw: false,
      cancel: true,
    });
    for (const status of ['confirmed', 'cancelled'] as const) {
      expect(at(status, '2027-02-28')).toEqual({
        edit: false,
        vote: false,
        draw: false,
        cancel: false,
      });
    }
  });

  it('changes only as its table says', () => {
    expect(Object.values(ROUND.changes).every((c) => ROUND_STATUSES.includes(c.to))).toBe(true);
    expect(mayChangeRound('draw', { status: 'set', phase: 'closed' }, 'house')).toBe(true);
    expect(mayChangeRound('draw', { status: 'set', phase: 'open' }, 'admin')).toBe(false);
    expect(mayChangeRound('draw', { status: 'drawn', phase: 'closed' }, 'house')).toBe(false);
    expect(mayChangeRound('confirm', { status: 'drawn', phase: 'closed' }, 'admin')).toBe(true);
    expect(mayChangeRound('confirm', { status: 'drawn', phase: 'closed' }, 'house')).toBe(false);
    expect(mayChangeRound('discard', { status: 'drawn', phase: 'closed' }, 'admin')).toBe(true);
    expect(mayChangeRound('cancel', { status: 'confirmed', phase: 'closed' }, 'admin')).toBe(false);
    expect(mayChangeRound('cancel', { status: 'drawn', phase: 'closed' }, 'admin')).toBe(true);
  });
});

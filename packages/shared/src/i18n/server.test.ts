import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../rules/format.js';
import { planExpiry } from '../rules/plan-changes.js';
import { planRefusals } from '../rules/plans.js';
import { approvalDeclineReasons, conflictMessage, stayLengthProblem } from '../rules/stays.js';
import { catalogueProblems } from './catalogues.js';
import { madeMessages, messageClashes, messageOf, msg, type Said } from './said.js';
import { serverEn } from './server.en.js';
import { serverSv } from './server.sv.js';

/** A message said from the English catalogue, its dates written as SPEC writes them. */
function english({ code, values = {} }: Said): string {
  const written = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      name.endsWith('Day') ? formatDay(String(value)) : value,
    ]),
  );
  return String(new IntlMessageFormat(serverEn[code], 'en-GB').format(written));
}

describe("the server's messages", () => {
  it('are in Swedish for every code, with the same placeholders', () => {
    expect(catalogueProblems(serverEn, serverSv)).toEqual([]);
  });

  it("say, from the catalogue, exactly the rules' English words", () => {
    const booked = { user: 'Erik', from: '2025-09-20', to: '2025-09-24' };
    const messages = [
      conflictMessage({ from: '2025-09-22', to: '2025-09-23' }, booked),
      conflictMessage({ from: '2025-09-26', to: '2025-09-28' }, booked),
      conflictMessage({ from: '2025-09-10', to: '2025-09-18' }, booked),
      stayLengthProblem({ from: '2025-09-10', to: '2025-09-10' }, 28),
      stayLengthProblem({ from: '2025-09-10', to: '2025-10-30' }, 14),
      planRefusals.expired('2025-09-01'),
      planExpiry('2025-12-10', [{ from: '2025-12-01', to: '2025-12-03' }], '2025-09-12').message,
      planExpiry('2025-09-20', [{ from: '2025-09-15', to: '2025-09-16' }], '2025-09-12').message,
      approvalDeclineReasons.samePlan({ from: '2025-09-01', to: '2025-09-05' }),
      approvalDeclineReasons.conflict(booked),
    ];
    expect(messages.every(Boolean)).toBe(true);
    for (const message of messages as Said[]) expect(english(message)).toBe(message.text);
  });

  it('say a conflict in Swedish with its plural', () => {
    const sv = new IntlMessageFormat(serverSv['api.stay.startsAfter'], 'sv-SE');
    expect(
      sv.format({
        gap: 1,
        user: 'Erik',
        fromDay: '20 sep. 2025',
        toDay: '24 sep. 2025',
        cleaning: 4,
      }),
    ).toBe(
      'Börjar bara 1 dag efter den godkända vistelsen för Erik (20 sep. 2025 – 24 sep. 2025). Det behövs minst 4 dagar för städning.',
    );
  });

  it('are said in both languages for every code, with sample values', () => {
    const sample = (name: string) =>
      name.endsWith('Day') ? '12 Sept 2025' : /^(user|id|ending|format)$/.test(name) ? 'Anna' : 2;
    for (const [catalogue, locale] of [
      [serverEn, 'en-GB'],
      [serverSv, 'sv-SE'],
    ] as const) {
      for (const [code, text] of Object.entries(catalogue)) {
        const names = [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]!);
        const values = Object.fromEntries(names.map((name) => [name, sample(name)]));
        const said = String(new IntlMessageFormat(text, locale).format(values));
        expect(said, code).not.toMatch(/[{}]/);
        expect(said.length, code).toBeGreaterThan(3);
      }
    }
  });
});

describe('a message made with msg', () => {
  it('is its English text, known again by that text with its code and values', () => {
    const text = msg('api.field.tooLong', 'At most 30 characters', { max: 30 });
    expect(text).toBe('At most 30 characters');
    expect(messageOf(text)).toEqual({
      code: 'api.field.tooLong',
      text: 'At most 30 characters',
      values: { max: 30 },
    });
    expect(messageOf('At most 31 characters')).toBeUndefined();
    expect(messageOf('Something else entirely.')).toBeUndefined();
  });

  it("says, for every message the rules and schemas make, exactly the catalogue's English", async () => {
    await Promise.all([
      import('../schemas/index.js'),
      import('../rules/access.js'),
      import('../rules/improvements.js'),
      import('../rules/plans.js'),
      import('../rules/plan-changes.js'),
      import('../rules/plan-view.js'),
      import('../rules/stays.js'),
    ]);
    const made = madeMessages();
    expect(made.length).toBeGreaterThan(90);
    for (const message of made) expect(english(message), message.code).toBe(message.text);
    // One text, one code: otherwise which code a text has would depend on what loaded first.
    expect(messageClashes()).toEqual([]);
  });
});

import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../rules/format.js';
import { planExpiry, planRefusals } from '../rules/plans.js';
import { approvalDeclineReasons, conflictMessage, stayLengthProblem } from '../rules/stays.js';
import { saidOf } from './codes.js';
import { catalogueProblems } from './catalogues.js';
import type { Said } from './said.js';
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

  it('are found again, dates and all, in a reason stored as English text', () => {
    const reason = approvalDeclineReasons.conflict({
      user: 'Erik Lind',
      from: '2025-09-20',
      to: '2025-09-24',
    });
    expect(saidOf(reason.text)).toEqual(reason);
    const sv = new IntlMessageFormat(serverSv[reason.code], 'sv-SE');
    expect(sv.format({ user: 'Erik Lind', fromDay: '20 sep. 2025', toDay: '24 sep. 2025' })).toBe(
      'Den krockar med den godkända vistelsen för Erik Lind (20 sep. 2025 – 24 sep. 2025).',
    );
  });
});

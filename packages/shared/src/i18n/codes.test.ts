import { describe, expect, it } from 'vitest';
import { saidOf } from './codes.js';

describe('saidOf', () => {
  it("finds the code of the server's fixed messages", () => {
    expect(saidOf('These dates are not available.')).toEqual({
      code: 'api.stay.unavailable',
      text: 'These dates are not available.',
    });
  });

  it('reads the values of a message with placeholders, numbers as numbers', () => {
    expect(saidOf('At most 40 characters')).toEqual({
      code: 'api.content.houseNameLong',
      text: 'At most 40 characters',
    });
    expect(saidOf('At most 30 characters')).toEqual({
      code: 'api.field.tooLong',
      text: 'At most 30 characters',
      values: { max: 30 },
    });
    expect(saidOf('Too many attempts. Please wait 12 seconds and try again.')).toMatchObject({
      code: 'api.request.tooManyAttempts',
      values: { seconds: 12 },
    });
  });

  it('reads a day as its calendar date, so that each language writes it its own way', () => {
    expect(saidOf('Another option of this plan was approved (1 Oct 2025 - 5 Oct 2025).')).toEqual({
      code: 'api.stay.declinedSamePlan',
      text: 'Another option of this plan was approved (1 Oct 2025 - 5 Oct 2025).',
      values: { fromDay: '2025-10-01', toDay: '2025-10-05' },
    });
    expect(saidOf('Overlaps with approved stay by Bo (30 Feb 2025 - 2 Mar 2025)')).toMatchObject({
      values: { user: 'Bo', fromDay: '30 Feb 2025', toDay: '2025-03-02' },
    });
  });

  it('knows nothing of a text that is not one of its messages', () => {
    expect(saidOf('Something else entirely.')).toBeUndefined();
  });
});

describe('every refusal the rules and schemas write as text', () => {
  it('has a code in the catalogue, so a reader sees it in their language', async () => {
    const schemas = await import('../schemas/index.js');
    const rules = await Promise.all([
      import('../rules/access.js'),
      import('../rules/improvements.js'),
      import('../rules/plans.js'),
    ]);
    const texts = [
      schemas.stayMessages,
      schemas.memberMessages,
      schemas.improvementMessages,
      schemas.paymentMessages,
      schemas.seasonMessages,
      schemas.photoMessages,
      rules[0].accessRefusals,
      rules[1].voteMessages,
      rules[2].planRefusals,
    ].flatMap((messages) =>
      Object.values(messages).filter((text): text is string => typeof text === 'string'),
    );
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((text) => !saidOf(text))).toEqual([]);
  });
});
